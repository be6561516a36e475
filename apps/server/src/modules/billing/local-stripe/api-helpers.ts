import type Stripe from 'stripe';
import { LocalStripeError } from './api-error';
import type { BillingCycle } from './billing-cycle';
import type { Emit } from './local-event';
import { text, whole, type FormParams } from './form-params';
import type { LocalStripeState, Wire } from './stripe-state';

export interface ApiContext {
  state: LocalStripeState;
  cycle: BillingCycle;
  emit: Emit;
  /** Unix seconds. */
  now(): number;
  /** Where checkout, portal and invoice URLs lead. */
  pagesUrl: string;
}

export type Handler = (context: ApiContext, params: FormParams, id: string) => unknown;

/** Stripe's list shape, newest first, with `limit` and `starting_after`. */
export function page<T extends { id: string; created: number }>(items: T[], params: FormParams, url: string) {
  // Newest first; within one second, the later made first (a stable sort of the reversed order).
  const sorted = [...items].reverse().sort((a, b) => b.created - a.created);
  const after = text(params, 'starting_after');
  const from = after ? sorted.findIndex((item) => item.id === after) + 1 : 0;
  const limit = Math.min(100, Math.max(1, whole(params, 'limit') ?? 10));
  return { object: 'list', data: sorted.slice(from, from + limit), has_more: sorted.length > from + limit, url };
}

export function found<T>(table: Record<string, T>, kind: string, id: string): T {
  const value = table[id];
  if (!value) throw LocalStripeError.missing(kind, id);
  return value;
}

/** An open session past its `expires_at` is expired when next read, as Stripe's is. */
export function current(context: ApiContext, session: Wire<Stripe.Checkout.Session>) {
  if (session.status === 'open' && session.expires_at <= context.now()) {
    session.status = 'expired';
    context.emit('checkout.session.expired', session);
  }
  return session;
}
