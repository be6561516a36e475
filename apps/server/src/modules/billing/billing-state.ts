import type { BillingInvoice, BillingState, PaymentsMode, Plan, SubscriptionStatus } from '@vm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Clock } from '#server/lib/clock.ts';
import type { UserRow } from '../auth/auth-types';
import type { BillingAccountRow } from './billing-repository';
import type { PlanChanges } from './plan-changes';

/** A yearly payment may be refunded in full this long after it was made (docs/product.md, 'Billing'). */
export const REFUND_WINDOW_MS = 14 * 86_400_000;

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** Until when the account's last yearly payment may be refunded, or null. */
export function refundableUntil(account: BillingAccountRow | undefined, isLive: boolean, now: Date): string | null {
  if (!account?.yearly_paid_at || account.interval !== 'year' || !isLive) return null;
  const until = Date.parse(account.yearly_paid_at) + REFUND_WINDOW_MS;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}

function toInvoice(invoice: Stripe.Invoice): BillingInvoice {
  const paid = invoice.status === 'paid';
  return {
    id: invoice.id,
    date: iso(invoice.status_transitions.paid_at ?? invoice.created),
    amount: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status,
    url: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/** What Stripe adds to the page: the card, the invoices and what the next renewal charges. */
async function stripeDetails(stripe: Stripe, account: BillingAccountRow, renews: boolean) {
  const [subscription, invoices] = await Promise.all([
    account.subscription_id
      ? stripe.subscriptions.retrieve(account.subscription_id, { expand: ['default_payment_method'] })
      : undefined,
    stripe.invoices.list({ customer: account.stripe_customer_id, limit: 24 }),
  ]);
  const method = subscription?.default_payment_method;
  const card = typeof method === 'object' && method?.card ? method.card : undefined;
  const price = subscription?.items.data[0]?.price;
  return {
    card: card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null,
    invoices: invoices.data.filter((invoice) => invoice.status !== 'draft').map(toInvoice),
    renewal: renews && price?.unit_amount != null ? { amount: price.unit_amount, currency: price.currency } : null,
  };
}

/**
 * `GET /billing`: the plan and the subscription as last read from Stripe, with the card, invoices and
 * next amount read now. Without an answer from Stripe the page still shows the plan
 * (`stripeUnavailable`).
 */
export async function billingState(deps: {
  user: UserRow;
  account: BillingAccountRow | undefined;
  stripe: Stripe | undefined;
  payments: PaymentsMode;
  isLive: (status: string | null) => boolean;
  plans: PlanChanges;
  clock: Clock;
  log: FastifyBaseLogger;
}): Promise<BillingState> {
  const { user, account, stripe } = deps;
  const plan = user.plan as Plan;
  const live = deps.isLive(account?.status ?? null);
  const cancelling = account?.cancel_at != null;
  let details: Awaited<ReturnType<typeof stripeDetails>> = { card: null, invoices: [], renewal: null };
  let stripeUnavailable = false;
  if (stripe && account) {
    try {
      details = await stripeDetails(stripe, account, live && !cancelling);
    } catch (error) {
      // Unreachable, or no longer knowing an object (a test checkout whose state file was removed).
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      deps.log.warn({ err: error }, 'billing: no details from Stripe; the page shows what we last knew');
      stripeUnavailable = true;
    }
  }
  return {
    plan,
    managed: plan !== 'free' && !account?.grants_plan,
    payments: deps.payments,
    status: (account?.status as SubscriptionStatus | null) ?? null,
    interval: account?.interval === 'month' || account?.interval === 'year' ? account.interval : null,
    currentPeriodEnd: live ? (account?.cancel_at ?? account?.current_period_end ?? null) : null,
    cancelAtPeriodEnd: live && cancelling,
    refundableUntil: refundableUntil(account, live, deps.clock.now()),
    ...details,
    meetingsOverFreeLimits: plan === 'free' ? await deps.plans.meetingsOverFreeLimits(user.id) : [],
    stripeUnavailable,
  };
}
