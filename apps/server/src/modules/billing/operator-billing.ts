import type Stripe from 'stripe';
import type { BillingAccountsRepository } from './billing-repository';
import { isMissing } from './stripe-client';

const LIVE = ['active', 'trialing', 'past_due', 'incomplete', 'unpaid', 'paused'];

/**
 * What `npm run admin -- set-plan` needs of billing (decision record 053): whether the account pays
 * for a subscription that has not ended, ending it, and making the operator's plan a managed one.
 */
export function createOperatorBilling(deps: { accounts: BillingAccountsRepository; stripe: Stripe | undefined }) {
  const { accounts, stripe } = deps;
  return {
    /** The id of the account's subscription that has not ended, if any. */
    async liveSubscription(userId: string): Promise<string | undefined> {
      const account = await accounts.find(userId);
      return account?.subscription_id && LIVE.includes(account.status ?? '') ? account.subscription_id : undefined;
    },

    /**
     * Cancels it now at Stripe (true), or, without a Stripe key (the test checkout lives in the running
     * product's process), only forgets it here (false). Throws when Stripe does not answer.
     */
    async cancel(userId: string, subscriptionId: string, now: string): Promise<boolean> {
      if (stripe) {
        await stripe.subscriptions.cancel(subscriptionId).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
      }
      await accounts.writeSubscription(userId, { status: 'canceled', cancel_at: null }, now);
      return stripe !== undefined;
    },

    /** The operator's plan is managed: no event of Stripe moves it again. */
    async markManaged(userId: string): Promise<void> {
      await accounts.setGrantsPlan(userId, false);
    },
  };
}
