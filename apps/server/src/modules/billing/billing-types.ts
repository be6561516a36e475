import type { PaymentsMode } from '@vm/contracts';
import type { BillingService } from './billing-service';
import type { LocalStripe } from './local-stripe/local-stripe';

/** What the rest of the product uses of billing: the service (account deletion), and for start-up and tests the rest. */
export interface BillingModule {
  service: BillingService;
  payments: PaymentsMode;
  /** Where Stripe is to send its events, and which. */
  webhook: { url: string; events: readonly string[] };
  /** The quick start's and the tests' local Stripe server, while it stands in for Stripe. */
  local: LocalStripe | undefined;
}
