import type { BillingInterval, BillingState, BillingUrl, ExportedBilling, GuestUser } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { createBillingBasics, noSubscription, notConfigured, type BillingServiceDeps } from './billing-basics';
import { refundableUntil } from './billing-state';
import { createCheckoutService } from './checkout-service';
import { callStripe } from './stripe-client';

export type { BillingServiceDeps } from './billing-basics';

/**
 * Buying Pro and managing it (docs/product.md, 'Billing'; decision record 053): checkout and its
 * return (checkout-service.ts), interval switch, cancel and resume, the 14-day refund, the portal,
 * and the account's deletion. Every change is made at Stripe and then read back through the same
 * synchronisation the webhooks use.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { accounts, sync, clock, log } = deps;
  const basics = createBillingBasics(deps);
  const { stripe, userRow, liveSubscription, stateOf, openSession, change } = basics;

  return {
    ...createCheckoutService(deps, basics),

    async state(user: GuestUser): Promise<BillingState> {
      return stateOf(await userRow(user));
    },

    /** Monthly to yearly (charged at once, prorated) or back; a declined card changes nothing (402). */
    async changeInterval(user: GuestUser, interval: BillingInterval): Promise<BillingState> {
      const row = await userRow(user);
      const account = await liveSubscription(row);
      if (account.interval === interval) return stateOf(row);
      const price = await deps.catalog!.price(interval);
      const subscription = await callStripe(() => stripe().subscriptions.retrieve(account.subscription_id));
      return change(row, {
        items: [{ id: subscription.items.data[0]!.id, price: price.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      });
    },

    async cancel(user: GuestUser): Promise<BillingState> {
      return change(await userRow(user), { cancel_at_period_end: true });
    },

    async resume(user: GuestUser): Promise<BillingState> {
      const row = await userRow(user);
      const account = await liveSubscription(row);
      if (!account.cancel_at) {
        throw AppError.conflict(
          'BILLING_NOT_CANCELLING',
          'Your subscription is not set to end, so there is nothing to resume.',
        );
      }
      const subscription = await callStripe(() => stripe().subscriptions.retrieve(account.subscription_id));
      // Set from the account page it is cancel_at_period_end; from the portal it may be a cancel_at date.
      return change(row, subscription.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: '' });
    },

    /** Within 14 days of a yearly payment: that payment back in full, and Free at once. */
    async refund(user: GuestUser): Promise<BillingState> {
      const row = await userRow(user);
      const account = await liveSubscription(row);
      if (!refundableUntil(account, true, clock.now()) || !account.yearly_invoice_id) {
        throw AppError.conflict(
          'BILLING_NOT_REFUNDABLE',
          'A refund is available only within 14 days of a yearly payment.',
        );
      }
      const invoice = await callStripe(() =>
        stripe().invoices.retrieve(account.yearly_invoice_id!, { expand: ['payments'] }),
      );
      const payment = invoice.payments?.data.find((each) => each.status === 'paid' && each.payment.payment_intent);
      const intent = payment?.payment.payment_intent;
      if (!intent)
        throw AppError.conflict(
          'BILLING_NOT_REFUNDABLE',
          'A refund is available only within 14 days of a yearly payment.',
        );
      await callStripe(() =>
        stripe().refunds.create(
          {
            payment_intent: typeof intent === 'string' ? intent : intent.id,
            reason: 'requested_by_customer',
            metadata: { userId: row.id, invoice: invoice.id },
          },
          { idempotencyKey: `vm-refund-${invoice.id}` },
        ),
      );
      await callStripe(() => stripe().subscriptions.cancel(account.subscription_id));
      await sync.sync(account, account.subscription_id);
      log.info({ userId: row.id, invoice: invoice.id }, 'billing: yearly payment refunded');
      return stateOf(row);
    },

    /** Stripe's customer portal: card, billing address, VAT number. */
    async portal(user: GuestUser): Promise<BillingUrl> {
      const row = await userRow(user);
      const account = await accounts.find(row.id);
      if (!deps.stripe) throw notConfigured();
      if (!account) throw noSubscription();
      const session = await callStripe(() =>
        stripe().billingPortal.sessions.create({
          customer: account.stripe_customer_id,
          return_url: `${deps.baseUrl}/account#billing`,
          locale: row.locale === 'tr' ? 'tr' : 'en',
        }),
      );
      return { url: session.url };
    },

    /** The account's data export: our record of its Stripe customer and subscription. */
    async exportFor(userId: string): Promise<ExportedBilling | null> {
      const account = await accounts.find(userId);
      if (!account) return null;
      return {
        stripeCustomerId: account.stripe_customer_id,
        subscriptionId: account.subscription_id,
        status: account.status,
        interval: account.interval,
        currentPeriodEnd: account.current_period_end,
        endsAt: account.cancel_at,
        lastYearlyPaymentAt: account.yearly_paid_at,
        planFromSubscription: Boolean(account.grants_plan),
        createdAt: account.created_at,
      };
    },

    /**
     * Before an account is deleted: its subscription is cancelled at Stripe (and an open checkout
     * closed) so nobody is charged for a deleted account. When Stripe does not answer this throws 503
     * and the deletion must stop. The Stripe customer and its invoices stay, as tax law requires.
     */
    async beforeAccountDeletion(userId: string): Promise<void> {
      const account = await accounts.find(userId);
      if (!account) return;
      const ended = ['canceled', 'incomplete_expired'];
      if (!deps.stripe) {
        if (account.subscription_id && !ended.includes(account.status ?? '')) throw notConfigured();
        return;
      }
      const open = await openSession(account);
      if (open) await callStripe(() => stripe().checkout.sessions.expire(open.id));
      if (account.subscription_id) {
        const subscription = await callStripe(() => stripe().subscriptions.retrieve(account.subscription_id!));
        if (!ended.includes(subscription.status)) {
          await callStripe(() => stripe().subscriptions.cancel(subscription.id));
        }
        // No e-mail to an address about to go, and no later event moves this account's plan.
        await sync.sync(account, subscription.id, { quiet: true });
        await accounts.setGrantsPlan(userId, false);
      }
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
