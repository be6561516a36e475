import { PRO_STATUSES, type SubscriptionStatus } from '@vm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Clock } from '#server/lib/clock.ts';
import type { BillingAccountRow, BillingAccountsRepository, SubscriptionState } from './billing-repository';
import type { PlanChanges } from './plan-changes';
import { callStripe } from './stripe-client';

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const isLive = (status: string | null) => PRO_STATUSES.includes(status as SubscriptionStatus);

/**
 * Reads a subscription back from Stripe and makes the account say what Stripe says now (decision
 * record 053). Whatever event or return brought us here and in whatever order, the state written is
 * Stripe's current one, so nothing moves an account backwards. Only the account's current subscription
 * moves its plan; a second live one is a double purchase, cancelled and refunded at once.
 */
export function createSubscriptionSync(deps: {
  stripe: Stripe;
  accounts: BillingAccountsRepository;
  plans: PlanChanges;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { stripe, accounts, plans, clock, log } = deps;

  /** The last paid yearly payment of the subscription: it opens the 14-day refund window. */
  async function lastYearlyPayment(subscription: Stripe.Subscription) {
    if (subscription.items.data[0]?.price.recurring?.interval !== 'year') return null;
    const paid = await callStripe(() =>
      stripe.invoices.list({ subscription: subscription.id, status: 'paid', limit: 10 }),
    );
    const latest = paid.data
      .filter((invoice) => invoice.amount_paid > 0 && invoice.status_transitions.paid_at)
      .sort((a, b) => b.status_transitions.paid_at! - a.status_transitions.paid_at!)[0];
    return latest ? { paidAt: iso(latest.status_transitions.paid_at!), invoiceId: latest.id } : null;
  }

  function stateOf(subscription: Stripe.Subscription, yearly: { paidAt: string; invoiceId: string } | null) {
    const item = subscription.items.data[0];
    const periodEnd = item ? iso(item.current_period_end) : null;
    const endsAt = subscription.cancel_at ? iso(subscription.cancel_at) : null;
    return {
      subscription_id: subscription.id,
      status: subscription.status,
      price_id: item?.price.id ?? null,
      interval: item?.price.recurring?.interval ?? null,
      current_period_end: periodEnd,
      cancel_at: endsAt ?? (subscription.cancel_at_period_end ? periodEnd : null),
      yearly_paid_at: yearly?.paidAt ?? null,
      yearly_invoice_id: yearly?.invoiceId ?? null,
    } satisfies SubscriptionState;
  }

  /** A second live subscription of one account: it is ended and what it took is given back. */
  async function cancelDuplicate(account: BillingAccountRow, subscription: Stripe.Subscription): Promise<void> {
    log.warn(
      { userId: account.user_id, subscriptionId: subscription.id },
      'billing: second subscription cancelled and refunded',
    );
    await callStripe(() => stripe.subscriptions.cancel(subscription.id));
    const paid = await callStripe(() =>
      stripe.invoices.list({ subscription: subscription.id, status: 'paid', limit: 10, expand: ['data.payments'] }),
    );
    for (const invoice of paid.data) {
      for (const payment of invoice.payments?.data ?? []) {
        const intent = payment.payment.payment_intent;
        if (payment.status !== 'paid' || !intent) continue;
        await callStripe(() =>
          stripe.refunds.create(
            { payment_intent: String(typeof intent === 'string' ? intent : intent.id), reason: 'duplicate' },
            { idempotencyKey: `vm-refund-${invoice.id}` },
          ),
        );
      }
    }
  }

  /** Whether the account's current subscription is live at Stripe now (the stored status may lag). */
  async function currentIsLive(account: BillingAccountRow): Promise<boolean> {
    if (!account.subscription_id || !isLive(account.status)) return false;
    const current = await callStripe(() => stripe.subscriptions.retrieve(account.subscription_id!));
    return isLive(current.status);
  }

  return {
    isLive,

    async sync(account: BillingAccountRow, subscriptionId: string, options: { quiet?: boolean } = {}): Promise<void> {
      const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
      if (String(subscription.customer) !== account.stripe_customer_id) {
        log.warn({ userId: account.user_id, subscriptionId }, 'billing: a subscription of another customer ignored');
        return;
      }
      const live = isLive(subscription.status);
      if (account.subscription_id && account.subscription_id !== subscription.id) {
        const currentLive = await currentIsLive(account);
        if (currentLive && live) return cancelDuplicate(account, subscription);
        // News of an older subscription, or of one that never went live: the current one decides.
        if (currentLive || !live) return;
      }
      const state = stateOf(subscription, await lastYearlyPayment(subscription));
      await accounts.writeSubscription(account.user_id, state, clock.now().toISOString());
      const renewsOn = state.cancel_at ? null : state.current_period_end;
      await plans.apply(account.user_id, subscription.id, live, renewsOn, options);
    },
  };
}

export type SubscriptionSync = ReturnType<typeof createSubscriptionSync>;
