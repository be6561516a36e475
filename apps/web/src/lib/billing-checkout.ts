import type { BillingInterval, BillingUrl } from '@vm/contracts';
import { api } from './api-client';

// Buying Pro starts in several places (the pricing page, the account page, every refusal a plan causes:
// docs/product.md, 'Billing'), and features may not import each other, so the one call lives here.

/** A checkout started from the pricing page by a visitor: carried through registration or sign-in. */
export const UPGRADE_PARAM = 'upgrade';

export function upgradeIntervalFrom(search: string): BillingInterval | null {
  const value = new URLSearchParams(search).get(UPGRADE_PARAM);
  return value === 'month' || value === 'year' ? value : null;
}

/** Where a person goes once signed in: the account page starts their checkout when they came to upgrade. */
export function afterSignInHref(search: string, otherwise: string): string {
  const interval = upgradeIntervalFrom(search);
  return interval ? `/account?${UPGRADE_PARAM}=${interval}#billing` : otherwise;
}

/**
 * The URL of Stripe Checkout (the test checkout's page in the quick start) for Pro at this interval.
 * A checkout of this account that is still open is reused: the 409 carries its URL.
 */
export async function checkoutUrl(interval: BillingInterval): Promise<string> {
  try {
    const reply = await api.post<BillingUrl>('/billing/checkout', { interval });
    if (!reply.data?.url) throw new Error('The checkout answered without a URL');
    return reply.data.url;
  } catch (error) {
    const open = error as { code?: unknown; params?: Record<string, unknown> };
    if (open.code === 'BILLING_CHECKOUT_OPEN' && typeof open.params?.url === 'string' && open.params.url) {
      return open.params.url;
    }
    throw error;
  }
}
