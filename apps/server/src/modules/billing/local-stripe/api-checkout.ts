import { LocalStripeError } from './api-error';
import { current, found, page, type ApiContext, type Handler } from './api-helpers';
import { newCheckoutSession, newLineItem, newPortalSession } from './checkout-objects';
import { flag, list, metadata, nested, text, whole, type FormParams } from './form-params';

function createSession(context: ApiContext, params: FormParams) {
  const { state, now } = context;
  if (text(params, 'mode') !== 'subscription')
    throw LocalStripeError.invalid('The local Stripe server makes subscription-mode sessions only.', 'mode');
  const customerId = text(params, 'customer');
  if (!customerId) throw LocalStripeError.required('customer');
  const customer = found(state.customers, 'customer', customerId);
  const items = list(params, 'line_items') as FormParams[];
  if (items.length !== 1 || whole(items[0], 'quantity') !== 1)
    throw LocalStripeError.invalid('Give one line item of quantity 1.', 'line_items');
  const price = found(state.prices, 'price', text(items[0], 'price') ?? '');
  const successUrl = text(params, 'success_url');
  if (!successUrl) throw LocalStripeError.required('success_url');
  const created = now();
  const expiresAt = whole(params, 'expires_at') ?? created + 86_400;
  if (expiresAt < created + 1800 || expiresAt > created + 86_400) {
    throw LocalStripeError.invalid(
      'The expires_at timestamp must be between 30 minutes and 24 hours from now.',
      'expires_at',
    );
  }
  const update = nested(params, 'customer_update');
  const taxIdCollection = flag(nested(params, 'tax_id_collection'), 'enabled') ?? false;
  const automaticTax = flag(nested(params, 'automatic_tax'), 'enabled') ?? false;
  // Stripe's own rules for an existing customer: the name and address collected must be saved on it.
  if (taxIdCollection && text(update, 'name') !== 'auto') {
    throw LocalStripeError.invalid(
      'customer_update[name] must be "auto" to collect tax IDs for an existing customer.',
      'customer_update[name]',
    );
  }
  if (automaticTax && !customer.address && text(update, 'address') !== 'auto') {
    throw LocalStripeError.invalid(
      'Automatic tax needs the customer\'s address: set customer_update[address] to "auto".',
      'customer_update[address]',
    );
  }
  const session = newCheckoutSession(
    {
      customer: customer.id,
      price,
      clientReferenceId: text(params, 'client_reference_id') ?? null,
      successUrl,
      cancelUrl: text(params, 'cancel_url') ?? null,
      locale: text(params, 'locale') ?? null,
      billingAddressCollection: text(params, 'billing_address_collection') === 'required' ? 'required' : 'auto',
      taxIdCollection,
      allowPromotionCodes: flag(params, 'allow_promotion_codes') ?? false,
      automaticTax,
      expiresAt,
      metadata: metadata(params),
    },
    context.pagesUrl,
    created,
  );
  state.checkoutSessions[session.id] = session;
  state.checkoutLineItems[session.id] = [newLineItem(price)];
  state.checkoutSubscriptionMetadata[session.id] = metadata(nested(params, 'subscription_data'));
  return session;
}

export const checkoutRoutes: Record<string, Handler> = {
  'POST /v1/checkout/sessions': createSession,
  'GET /v1/checkout/sessions/:id': (context, _params, id) =>
    current(context, found(context.state.checkoutSessions, 'checkout.session', id)),
  'POST /v1/checkout/sessions/:id/expire': (context, _params, id) => {
    const session = current(context, found(context.state.checkoutSessions, 'checkout.session', id));
    if (session.status !== 'open')
      throw LocalStripeError.invalid('Only Checkout Sessions with a status in ["open"] can be expired.');
    session.status = 'expired';
    context.emit('checkout.session.expired', session);
    return session;
  },
  'GET /v1/checkout/sessions': (context, params) => {
    const matching = Object.values(context.state.checkoutSessions)
      .map((session) => current(context, session))
      .filter(
        (session) =>
          [undefined, session.customer].includes(text(params, 'customer')) &&
          [undefined, session.status].includes(text(params, 'status')) &&
          [undefined, session.subscription].includes(text(params, 'subscription')),
      );
    return page(matching, params, '/v1/checkout/sessions');
  },
  'POST /v1/billing_portal/sessions': ({ state, now, pagesUrl }, params) => {
    const customer = found(state.customers, 'customer', text(params, 'customer') ?? '');
    const session = newPortalSession(
      { customer: customer.id, returnUrl: text(params, 'return_url') ?? null, locale: text(params, 'locale') ?? null },
      pagesUrl,
      now(),
    );
    state.portalSessions[session.id] = session;
    return session;
  },
};
