import type Stripe from 'stripe';
import { LocalStripeError } from './api-error';
import { newCustomer } from './account-objects';
import { checkoutRoutes } from './api-checkout';
import { found, page, type Handler } from './api-helpers';
import { flag, list, metadata, text, whole, type FormParams } from './form-params';

export type { ApiContext } from './api-helpers';

const customers: Record<string, Handler> = {
  'POST /v1/customers': ({ state, now, emit }, params) => {
    const locales = list(params, 'preferred_locales').filter((value): value is string => typeof value === 'string');
    const customer = newCustomer(
      { email: text(params, 'email'), name: text(params, 'name'), locales, metadata: metadata(params) },
      now(),
    );
    state.customers[customer.id] = customer;
    emit('customer.created', customer);
    return customer;
  },
  'GET /v1/customers/:id': ({ state }, _params, id) => found(state.customers, 'customer', id),
  'POST /v1/customers/:id': ({ state, emit }, params, id) => {
    const customer = found(state.customers, 'customer', id);
    customer.email = text(params, 'email') ?? customer.email;
    customer.name = text(params, 'name') ?? customer.name ?? null;
    customer.metadata = { ...customer.metadata, ...metadata(params) };
    const locales = list(params, 'preferred_locales').filter((value): value is string => typeof value === 'string');
    if (locales.length > 0) customer.preferred_locales = locales;
    emit('customer.updated', customer);
    return customer;
  },
  'GET /v1/payment_methods/:id': ({ state }, _params, id) => found(state.paymentMethods, 'payment_method', id),
};

const prices: Record<string, Handler> = {
  'GET /v1/prices': ({ state }, params) => {
    const keys = list(params, 'lookup_keys');
    const active = flag(params, 'active');
    const matching = Object.values(state.prices).filter(
      (price) =>
        (keys.length === 0 || keys.includes(price.lookup_key ?? '')) &&
        (active === undefined || price.active === active),
    );
    return page(matching, params, '/v1/prices');
  },
  'GET /v1/prices/:id': ({ state }, _params, id) => found(state.prices, 'price', id),
};

const subscriptions: Record<string, Handler> = {
  'GET /v1/subscriptions/:id': ({ cycle }, _params, id) => cycle.subscription(id),
  'POST /v1/subscriptions/:id': ({ state, cycle }, params, id) => {
    const subscription = cycle.subscription(id);
    if (subscription.status === 'canceled') {
      throw LocalStripeError.invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    const [item] = list(params, 'items') as FormParams[];
    if (item) {
      if (text(item, 'id') !== subscription.items.data[0]!.id)
        throw LocalStripeError.invalid('Unknown subscription item.', 'items[0][id]');
      cycle.changePrice(
        subscription,
        found(state.prices, 'price', text(item, 'price') ?? ''),
        text(params, 'payment_behavior'),
      );
    }
    const cancel = flag(params, 'cancel_at_period_end');
    if (cancel !== undefined && cancel !== subscription.cancel_at_period_end)
      cycle.setCancelAtPeriodEnd(subscription, cancel);
    // `cancel_at=` (empty) takes back an end date set in the portal.
    if (params.cancel_at === '' && subscription.cancel_at !== null) cycle.setCancelAtPeriodEnd(subscription, false);
    subscription.metadata = { ...subscription.metadata, ...metadata(params) };
    return subscription;
  },
  'DELETE /v1/subscriptions/:id': ({ cycle }, _params, id) => cycle.cancel(id),
  'GET /v1/subscriptions': ({ state }, params) => {
    const status = text(params, 'status');
    const matching = Object.values(state.subscriptions).filter(
      (subscription) =>
        [undefined, subscription.customer].includes(text(params, 'customer')) &&
        (status === 'all' || (status ? subscription.status === status : subscription.status !== 'canceled')),
    );
    return page(matching, params, '/v1/subscriptions');
  },
};

const invoices: Record<string, Handler> = {
  'GET /v1/invoices': ({ state }, params) => {
    const matching = Object.values(state.invoices).filter(
      (invoice) =>
        [undefined, invoice.customer].includes(text(params, 'customer')) &&
        [undefined, invoice.parent?.subscription_details?.subscription].includes(text(params, 'subscription')) &&
        [undefined, invoice.status].includes(text(params, 'status')),
    );
    return page(matching, params, '/v1/invoices');
  },
  'GET /v1/invoices/:id': ({ state }, _params, id) => found(state.invoices, 'invoice', id),
  'POST /v1/refunds': ({ state, cycle }, params) => {
    const charge = text(params, 'charge');
    const paymentIntent =
      text(params, 'payment_intent') ?? Object.values(state.payments).find((payment) => payment.charge === charge)?.id;
    if (!paymentIntent) throw LocalStripeError.required('payment_intent');
    return cycle.invoicing.refund(paymentIntent, {
      amount: whole(params, 'amount'),
      reason: (text(params, 'reason') as Stripe.Refund.Reason | undefined) ?? null,
      metadata: metadata(params),
    });
  },
};

/** Every call the product makes, as `METHOD /path` with `:id` for the object's id. */
export const API_ROUTES: Record<string, Handler> = {
  ...customers,
  ...prices,
  ...checkoutRoutes,
  ...subscriptions,
  ...invoices,
};

/** The handler of a request and the id in its path, if the local server knows the call. */
export function matchRoute(method: string, path: string): { handler: Handler; id: string } | undefined {
  for (const [pattern, handler] of Object.entries(API_ROUTES)) {
    const [routeMethod, routePath] = pattern.split(' ') as [string, string];
    if (routeMethod !== method) continue;
    const regex = new RegExp(`^${routePath.replace(':id', '([^/]+)')}$`);
    const match = regex.exec(path);
    if (match) return { handler, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}
