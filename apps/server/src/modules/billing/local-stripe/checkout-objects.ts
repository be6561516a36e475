import type Stripe from 'stripe';
import { stripeId, type Wire } from './stripe-state';

export interface NewSessionInput {
  customer: string;
  price: Wire<Stripe.Price>;
  clientReferenceId: string | null;
  successUrl: string;
  cancelUrl: string | null;
  locale: string | null;
  billingAddressCollection: 'auto' | 'required';
  taxIdCollection: boolean;
  allowPromotionCodes: boolean;
  automaticTax: boolean;
  expiresAt: number;
  metadata: Record<string, string>;
}

/** A subscription-mode Checkout Session, open, as `checkout.sessions.create` answers it. */
export function newCheckoutSession(
  input: NewSessionInput,
  pagesUrl: string,
  created: number,
): Wire<Stripe.Checkout.Session> {
  const id = stripeId('cs_test');
  const amount = input.price.unit_amount ?? 0;
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: input.allowPromotionCodes,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: input.automaticTax, liability: null, provider: null, status: null },
    billing_address_collection: input.billingAddressCollection,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency: input.price.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale as Stripe.Checkout.Session.Locale | null,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: null,
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    // Stripe puts the session's id where the success URL asks for it.
    success_url: input.successUrl,
    tax_id_collection: { enabled: input.taxIdCollection, required: 'never' },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${pagesUrl}/${id}`,
    wallet_options: null,
  };
}

export function newLineItem(price: Wire<Stripe.Price>): Wire<Stripe.LineItem> {
  const amount = price.unit_amount ?? 0;
  return {
    id: stripeId('li'),
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: price.nickname,
    discounts: [],
    metadata: {},
    price,
    quantity: 1,
    taxes: [],
  };
}

/** A customer portal session: in the local server its URL is the test checkout's portal page. */
export function newPortalSession(
  input: { customer: string; returnUrl: string | null; locale: string | null },
  pagesUrl: string,
  created: number,
): Wire<Stripe.BillingPortal.Session> {
  const id = stripeId('bps');
  return {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_local',
    created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: input.locale as Stripe.BillingPortal.Session.Locale | null,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: `${pagesUrl}/portal/${id}`,
  };
}
