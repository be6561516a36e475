import { LocalStripeError } from './api-error';
import type { LocalStripeState } from './stripe-state';

type Node = Record<string, unknown>;

/** The object an id names, by its prefix; undefined for ids the local server does not keep. */
function lookup(id: string, state: LocalStripeState): unknown {
  const tables: Array<[string, Record<string, unknown>]> = [
    ['cus_', state.customers],
    ['pm_', state.paymentMethods],
    ['sub_', state.subscriptions],
    ['in_', state.invoices],
    ['price_', state.prices],
    ['cs_', state.checkoutSessions],
    ['re_', state.refunds],
  ];
  const table = tables.find(([prefix]) => id.startsWith(prefix))?.[1];
  return table?.[id];
}

/** Fields Stripe leaves out of an object unless they are asked for by `expand`. */
function includable(node: Node, key: string, state: LocalStripeState): unknown {
  const id = String(node.id);
  if (node.object === 'checkout.session' && key === 'line_items') {
    const data = state.checkoutLineItems[id] ?? [];
    return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${id}/line_items` };
  }
  if (node.object === 'invoice' && key === 'payments') {
    const data = state.invoicePayments[id] ?? [];
    return { object: 'list', data, has_more: false, url: `/v1/invoice_payments?invoice=${id}` };
  }
  return undefined;
}

function expandPath(node: unknown, parts: string[], state: LocalStripeState): void {
  if (typeof node !== 'object' || node === null || parts.length === 0) return;
  const record = node as Node;
  const [key, ...rest] = parts as [string, ...string[]];
  if (record.object === 'list' && key === 'data') {
    for (const item of record.data as unknown[]) expandPath(item, rest, state);
    return;
  }
  let value = key in record ? record[key] : includable(record, key, state);
  if (value === undefined) throw LocalStripeError.invalid(`This property cannot be expanded (${key}).`, 'expand');
  if (typeof value === 'string') value = lookup(value, state) ?? value;
  record[key] = structuredClone(value);
  expandPath(record[key], rest, state);
}

/** A copy of `value` with each `expand` path (`subscription.default_payment_method`, `data.payments`) filled in. */
export function expandObject(value: unknown, paths: string[], state: LocalStripeState): unknown {
  const copy = structuredClone(value);
  for (const path of paths) expandPath(copy, path.split('.'), state);
  return copy;
}
