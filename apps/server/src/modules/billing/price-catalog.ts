import type { BillingInterval } from '@vm/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '#server/http/app-error.ts';
import { callStripe } from './stripe-client';

const KEEP_MS = 60 * 60_000;

/**
 * The two Pro prices, named in the settings by id (`price_...`) or lookup key, read from Stripe and
 * kept an hour. A price that does not bill the expected interval, or adds VAT some other way than on
 * top (`tax_behavior: exclusive`, as the pricing page says), is refused: checkout answers 503.
 */
export function createPriceCatalog(deps: {
  stripe: Stripe;
  prices: Record<BillingInterval, string>;
  log: FastifyBaseLogger;
  now: () => number;
}) {
  const { stripe, prices, log } = deps;
  const known = new Map<BillingInterval, { price: Stripe.Price; until: number }>();

  async function read(setting: string): Promise<Stripe.Price | undefined> {
    if (setting.startsWith('price_')) return callStripe(() => stripe.prices.retrieve(setting));
    const found = await callStripe(() => stripe.prices.list({ lookup_keys: [setting], active: true, limit: 1 }));
    return found.data[0];
  }

  function misconfigured(interval: BillingInterval, why: string): AppError {
    const setting = interval === 'month' ? 'STRIPE_PRICE_PRO_MONTHLY' : 'STRIPE_PRICE_PRO_YEARLY';
    log.error({ setting, value: prices[interval] }, `billing: ${setting} ${why}`);
    return AppError.unavailable('BILLING_NOT_CONFIGURED', 'Payments are not configured on this server.');
  }

  return {
    async price(interval: BillingInterval): Promise<Stripe.Price> {
      const kept = known.get(interval);
      if (kept && kept.until > deps.now()) return kept.price;
      const price = await read(prices[interval]).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw misconfigured(interval, `cannot be read from Stripe: ${(error as Error).message}`);
      });
      if (!price) throw misconfigured(interval, 'names no active price');
      if (price.recurring?.interval !== interval)
        throw misconfigured(interval, `bills every ${price.recurring?.interval ?? 'never'}`);
      if (price.tax_behavior !== 'exclusive')
        throw misconfigured(interval, 'must add VAT on top (tax_behavior: exclusive)');
      known.set(interval, { price, until: deps.now() + KEEP_MS });
      return price;
    },
  };
}

export type PriceCatalog = ReturnType<typeof createPriceCatalog>;
