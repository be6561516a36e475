import type { BillingInterval, BillingState, BillingUrl, GuestUser } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { UserRow } from '../auth/auth-types';
import { notConfigured, type BillingBasics, type BillingServiceDeps } from './billing-basics';
import type { BillingAccountRow } from './billing-repository';
import { callStripe, isMissing } from './stripe-client';

/**
 * An abandoned checkout blocks a new one for at most this long: just over Stripe's shortest expiry
 * (30 minutes from when Stripe receives the call), so a second's difference between clocks is no refusal.
 */
const CHECKOUT_EXPIRES_SECONDS = 31 * 60;

/** Stripe Checkout for Pro, and the return from it (decision record 053). */
export function createCheckoutService(deps: BillingServiceDeps, basics: BillingBasics) {
  const { accounts, sync, clock } = deps;
  const { stripe, userRow, stateOf, openSession } = basics;

  /** The account's one Stripe customer, made before its first checkout (decision record 053). */
  async function customerOf(user: UserRow): Promise<BillingAccountRow> {
    const existing = await accounts.find(user.id);
    if (existing) return existing;
    const customer = await callStripe(() =>
      stripe().customers.create(
        { email: user.email, name: user.name, preferred_locales: [user.locale], metadata: { userId: user.id } },
        // Two racing requests make one customer.
        { idempotencyKey: `vm-customer-${user.id}` },
      ),
    );
    await accounts.insertCustomer(user.id, customer.id, clock.now().toISOString());
    return (await accounts.find(user.id))!;
  }

  return {
    async checkout(user: GuestUser, interval: BillingInterval): Promise<BillingUrl> {
      const row = await userRow(user);
      if (!deps.stripe || !deps.catalog) throw notConfigured();
      if (row.plan !== 'free')
        throw AppError.conflict('BILLING_ALREADY_SUBSCRIBED', 'Your account is already on a paid plan.');
      const price = await deps.catalog.price(interval);
      const account = await customerOf(row);
      const open = await openSession(account);
      if (open) {
        throw AppError.conflict(
          'BILLING_CHECKOUT_OPEN',
          'A checkout for your account is still open. Finish it, or cancel it first.',
          [],
          { url: open.url ?? '' },
        );
      }
      const existing = await callStripe(() =>
        stripe().subscriptions.list({ customer: account.stripe_customer_id, status: 'all', limit: 10 }),
      );
      const live = existing.data.find((subscription) => sync.isLive(subscription.status));
      if (live) {
        // Stripe knows of a subscription we have not heard of yet: take it in, and sell nothing twice.
        await sync.sync(account, live.id);
        throw AppError.conflict('BILLING_ALREADY_SUBSCRIBED', 'Your account is already on a paid plan.');
      }
      const session = await callStripe(() =>
        stripe().checkout.sessions.create({
          mode: 'subscription',
          customer: account.stripe_customer_id,
          client_reference_id: row.id,
          line_items: [{ price: price.id, quantity: 1 }],
          success_url: `${deps.baseUrl}/account?checkout={CHECKOUT_SESSION_ID}#billing`,
          cancel_url: `${deps.baseUrl}/account?checkout=cancelled#billing`,
          billing_address_collection: 'required',
          tax_id_collection: { enabled: true },
          customer_update: { name: 'auto', address: 'auto' },
          automatic_tax: { enabled: deps.automaticTax },
          allow_promotion_codes: true,
          locale: row.locale === 'tr' ? 'tr' : 'en',
          expires_at: Math.floor(clock.now().getTime() / 1000) + CHECKOUT_EXPIRES_SECONDS,
          metadata: { userId: row.id, interval },
          subscription_data: { metadata: { userId: row.id } },
        }),
      );
      if (!(await accounts.replaceCheckoutSession(row.id, account.checkout_session_id, session.id))) {
        // Another request of the same account made a checkout meanwhile: one is enough.
        await callStripe(() => stripe().checkout.sessions.expire(session.id)).catch(() => undefined);
        throw AppError.conflict(
          'BILLING_CHECKOUT_OPEN',
          'A checkout for your account is still open. Finish it, or cancel it first.',
        );
      }
      return { url: session.url! };
    },

    /**
     * Back from checkout: the session is read from Stripe and, when it is the caller's and complete,
     * the account is brought up to date at once instead of waiting for the webhook.
     */
    async confirmCheckout(user: GuestUser, sessionId: string): Promise<BillingState> {
      const row = await userRow(user);
      const account = await accounts.find(row.id);
      const notFound = () =>
        AppError.notFound('BILLING_CHECKOUT_NOT_FOUND', 'This checkout was not found for your account.');
      if (!deps.stripe || !account) throw notFound();
      const session = await callStripe(() => stripe().checkout.sessions.retrieve(sessionId)).catch((error: unknown) => {
        throw isMissing(error) ? notFound() : error;
      });
      if (session.client_reference_id !== row.id || session.customer !== account.stripe_customer_id) throw notFound();
      if (session.status === 'complete' && session.subscription) {
        await sync.sync(account, String(session.subscription));
      }
      return stateOf(row);
    },

    /** The person came back from checkout without paying: that checkout is closed, so a new one may start. */
    async cancelCheckout(user: GuestUser): Promise<BillingState> {
      const row = await userRow(user);
      const account = await accounts.find(row.id);
      const open = deps.stripe && account ? await openSession(account) : undefined;
      if (open) await callStripe(() => stripe().checkout.sessions.expire(open.id));
      return stateOf(row);
    },
  };
}
