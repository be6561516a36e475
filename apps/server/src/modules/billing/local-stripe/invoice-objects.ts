import type Stripe from 'stripe';
import { stripeId, type PaymentRecord, type Wire } from './stripe-state';

export interface InvoiceLine {
  amount: number;
  description: string;
  price: Wire<Stripe.Price>;
  period: { start: number; end: number };
  proration: boolean;
}

export interface NewInvoiceInput {
  subscription: Wire<Stripe.Subscription>;
  customer: Wire<Stripe.Customer>;
  number: string;
  billingReason: Stripe.Invoice.BillingReason;
  lines: InvoiceLine[];
  /** Where the hosted invoice page is (the test checkout's pages in the quick start). */
  pagesUrl: string;
}

function lineItem(line: InvoiceLine, invoice: string, input: NewInvoiceInput): Wire<Stripe.InvoiceLineItem> {
  const item = input.subscription.items.data[0]!;
  return {
    id: stripeId('il'),
    object: 'line_item',
    amount: line.amount,
    currency: line.price.currency,
    description: line.description,
    discount_amounts: [],
    discountable: !line.proration,
    discounts: [],
    invoice,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription: input.subscription.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: line.period,
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: line.price.id, product: String(line.price.product) },
      type: 'price_details',
      unit_amount_decimal: line.price.unit_amount_decimal,
    },
    quantity: 1,
    quantity_decimal: '1',
    subscription: input.subscription.id,
    subtotal: line.amount,
    taxes: [],
  };
}

/** A finalized (open) invoice of a subscription, before its payment is attempted. */
export function newInvoice(input: NewInvoiceInput, created: number): Wire<Stripe.Invoice> {
  const id = stripeId('in');
  const total = Math.max(
    0,
    input.lines.reduce((sum, line) => sum + line.amount, 0),
  );
  const lines = input.lines.map((line) => lineItem(line, id, input));
  const period = input.lines.find((line) => !line.proration)?.period ?? input.lines[0]!.period;
  return {
    id,
    object: 'invoice',
    account_country: 'DE',
    account_name: 'Video Meeting (test)',
    account_tax_ids: null,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: {
      disabled_reason: null,
      enabled: input.subscription.automatic_tax.enabled,
      liability: null,
      provider: null,
      status: null,
    },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created,
    currency: input.subscription.currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: input.customer.address ?? null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${input.pagesUrl}/invoices/${id}`,
    // The local server renders no PDF.
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: created,
    number: input.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: input.subscription.metadata, subscription: input.subscription.id },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: period.end,
    period_start: period.start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    test_clock: null,
    total,
    total_discount_amounts: [],
    total_excluding_tax: total,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: created,
  };
}

/** The payment of an invoice through its payment intent, as `expand: ['payments']` lists it. */
export function newInvoicePayment(
  invoice: Wire<Stripe.Invoice>,
  paymentIntent: string,
  created: number,
): Wire<Stripe.InvoicePayment> {
  return {
    id: stripeId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.amount_due,
    created,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { payment_intent: paymentIntent, type: 'payment_intent' },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

export function newRefund(
  payment: PaymentRecord,
  input: { amount: number; reason: Stripe.Refund.Reason | null; metadata: Record<string, string> },
  created: number,
): Wire<Stripe.Refund> {
  return {
    id: stripeId('re'),
    object: 'refund',
    amount: input.amount,
    balance_transaction: null,
    charge: payment.charge,
    created,
    currency: payment.currency,
    customer: payment.customer,
    customer_account: null,
    metadata: input.metadata,
    payment_intent: payment.id,
    payment_method: null,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
