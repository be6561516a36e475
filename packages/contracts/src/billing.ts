import { z } from 'zod';
import { planSchema, utcInstantSchema } from './common';

/** How often Pro is paid: 5.99 euro a month, or 59.88 a year (docs/product.md, 'Billing'). */
export const billingIntervalSchema = z.enum(['month', 'year']);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** Stripe's subscription statuses; `active`, `trialing` and `past_due` give Pro. */
export const subscriptionStatusSchema = z.enum([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** Where payments go: Stripe, the quick start's test checkout, or nowhere (checkout answers 503). */
export const paymentsModeSchema = z.enum(['stripe', 'test', 'off']);
export type PaymentsMode = z.infer<typeof paymentsModeSchema>;

/** `POST /billing/checkout` and `POST /billing/interval`. */
export const billingIntervalBodySchema = z.object({ interval: billingIntervalSchema });
export type BillingIntervalBody = z.input<typeof billingIntervalBodySchema>;

/** `POST /billing/checkout/confirm`: the session Stripe sent the browser back from. */
export const checkoutConfirmBodySchema = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(255)
    .regex(/^cs_\w+$/, { error: 'Must be a Checkout Session id (cs_...)' }),
});
export type CheckoutConfirmBody = z.input<typeof checkoutConfirmBodySchema>;

/** Where to send the browser: Stripe's checkout or portal (the test checkout's pages in the quick start). */
export const billingUrlSchema = z.object({ url: z.string() });
export type BillingUrl = z.infer<typeof billingUrlSchema>;

/** Amounts are in the currency's smallest unit (cents); currencies are ISO 4217 in lower case, as Stripe's. */
export const billingAmountSchema = z.object({ amount: z.number().int(), currency: z.string() });
export type BillingAmount = z.infer<typeof billingAmountSchema>;

export const billingInvoiceSchema = z.object({
  id: z.string(),
  date: utcInstantSchema,
  amount: z.number().int(),
  currency: z.string(),
  /** Stripe's: draft, open, paid, uncollectible or void. */
  status: z.string().nullable(),
  /** Stripe's page of the invoice, and its PDF (none in the test checkout). */
  url: z.string().nullable(),
  pdfUrl: z.string().nullable(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

export const billingCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type BillingCard = z.infer<typeof billingCardSchema>;

/** A future meeting whose settings exceed Free's limits, which then apply when it starts. */
export const meetingOverLimitsSchema = z.object({
  id: z.string(),
  meetingId: z.string(),
  title: z.string(),
  startTime: utcInstantSchema,
  endTime: utcInstantSchema,
  maxParticipants: z.number().int(),
  /** What exceeds: more people than Free allows, and/or longer than Free's meetings last. */
  exceeds: z.array(z.enum(['participants', 'duration'])),
});
export type MeetingOverLimits = z.infer<typeof meetingOverLimitsSchema>;

/** `GET /billing`: the account page's 'Plan and billing'. */
export const billingStateSchema = z.object({
  plan: planSchema,
  /** A plan an operator set (Enterprise, a complimentary Pro): no billing actions. */
  managed: z.boolean(),
  payments: paymentsModeSchema,
  status: subscriptionStatusSchema.nullable(),
  interval: billingIntervalSchema.nullable(),
  /** When the paid period ends: the next renewal, or the end of Pro when cancelled. */
  currentPeriodEnd: utcInstantSchema.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Until when 'Cancel and refund' is offered (14 days after a yearly payment). */
  refundableUntil: utcInstantSchema.nullable(),
  /** What the next renewal charges, before VAT; null when nothing renews. */
  renewal: billingAmountSchema.nullable(),
  card: billingCardSchema.nullable(),
  invoices: z.array(billingInvoiceSchema),
  /** On Free: future meetings that exceed Free's limits. */
  meetingsOverFreeLimits: z.array(meetingOverLimitsSchema),
  /** Stripe gave no details: card, invoices and renewal are missing, the rest is what we last knew. */
  stripeUnavailable: z.boolean(),
});
export type BillingState = z.infer<typeof billingStateSchema>;

/**
 * What the data export holds of billing: our record of the account's Stripe customer and subscription.
 * Invoices, payments, card and billing address are at Stripe, which keeps them as tax law requires.
 */
export const exportedBillingSchema = z.object({
  stripeCustomerId: z.string(),
  subscriptionId: z.string().nullable(),
  status: z.string().nullable(),
  interval: z.string().nullable(),
  currentPeriodEnd: utcInstantSchema.nullable(),
  endsAt: utcInstantSchema.nullable(),
  lastYearlyPaymentAt: utcInstantSchema.nullable(),
  /** The plan came from the subscription (not from an operator). */
  planFromSubscription: z.boolean(),
  createdAt: utcInstantSchema,
});
export type ExportedBilling = z.infer<typeof exportedBillingSchema>;

/** Statuses of a subscription that give Pro (decision record 053). */
export const PRO_STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];
