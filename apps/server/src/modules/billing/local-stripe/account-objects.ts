import type Stripe from 'stripe';
import { stripeId, type Wire } from './stripe-state';

/** A customer as `customers.create` makes it. */
export function newCustomer(
  input: { email?: string; name?: string; locales: string[]; metadata: Record<string, string> },
  created: number,
): Wire<Stripe.Customer> {
  const id = stripeId('cus');
  return {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: id.slice(4, 12).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata,
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: input.locales,
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

/** A recurring price in euro cents, VAT added on top (`tax_behavior: exclusive`). */
export function newPrice(
  input: { lookupKey: string; nickname: string; unitAmount: number; interval: 'month' | 'year'; product: string },
  created: number,
): Wire<Stripe.Price> {
  return {
    id: stripeId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created,
    currency: 'eur',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey,
    metadata: {},
    nickname: input.nickname,
    product: input.product,
    recurring: {
      interval: input.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    tax_behavior: 'exclusive',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

/** The legacy plan object a subscription item still carries beside its price. */
export function planOf(price: Wire<Stripe.Price>): Wire<Stripe.Plan> {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring!.interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/** Stripe's test card 4242 as a saved card payment method of the customer. */
export function newTestCard(
  customer: Wire<Stripe.Customer>,
  address: Stripe.Address | null,
  created: number,
): Wire<Stripe.PaymentMethod> {
  const expYear = new Date(created * 1000).getUTCFullYear() + 3;
  return {
    id: stripeId('pm'),
    object: 'payment_method',
    allow_redisplay: 'always',
    billing_details: { address, email: customer.email, name: customer.name ?? null, phone: null, tax_id: null },
    card: {
      brand: 'visa',
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: 'visa',
      exp_month: 12,
      exp_year: expYear,
      fingerprint: 'LocalTestCard4242',
      funding: 'credit',
      generated_from: null,
      last4: '4242',
      networks: { available: ['visa'], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created,
    customer: customer.id,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}
