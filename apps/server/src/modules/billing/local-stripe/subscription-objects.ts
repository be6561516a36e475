import type Stripe from 'stripe';
import { planOf } from './account-objects';
import { stripeId, type Wire } from './stripe-state';

/** The end of a billing period that starts at `start` (Unix seconds): one calendar month or year on. */
export function periodEnd(start: number, interval: string): number {
  const date = new Date(start * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function newSubscriptionItem(
  subscription: string,
  price: Wire<Stripe.Price>,
  periodStart: number,
): Wire<Stripe.SubscriptionItem> {
  return {
    id: stripeId('si'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: periodStart,
    current_period_end: periodEnd(periodStart, price.recurring!.interval),
    current_period_start: periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price,
    quantity: 1,
    subscription,
    tax_rates: [],
  };
}

/**
 * A subscription of one item, since the API version of 2025-03-31 with its billing period on the
 * item (`items.data[0].current_period_end`), not on the subscription.
 */
export function newSubscription(
  input: {
    customer: string;
    price: Wire<Stripe.Price>;
    paymentMethod: string;
    automaticTax: boolean;
    metadata: Record<string, string>;
  },
  created: number,
): Wire<Stripe.Subscription> {
  const id = stripeId('sub');
  return {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: input.automaticTax, liability: null },
    billing_cycle_anchor: created,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created,
    currency: input.price.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: {
      account_tax_ids: null,
      custom_fields: null,
      description: null,
      footer: null,
      issuer: { type: 'self' },
    },
    items: {
      object: 'list',
      data: [newSubscriptionItem(id, input.price, created)],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: created,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
}
