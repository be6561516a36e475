import Stripe from 'stripe';
import { AppError } from '#server/http/app-error.ts';
import { STRIPE_API_VERSION } from './stripe-api-version';

export { STRIPE_API_VERSION };

/**
 * The `stripe` library on the pinned API version, talking to Stripe, or to another server given as
 * host, port and protocol (the local Stripe server of the test checkout and the tests).
 */
export function createStripeClient(secretKey: string, apiUrl: URL | undefined): Stripe {
  const protocol = apiUrl?.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // One retry of a failed connection or a 5xx (with Stripe's idempotency keys), then the caller hears of it.
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Video Meeting' },
    ...(apiUrl ? { host: apiUrl.hostname, port: apiUrl.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Stripe could not be reached or failed on its side: the caller is told to try again. */
export function isStripeUnreachable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  );
}

export function unavailable(): AppError {
  return AppError.unavailable(
    'BILLING_UNAVAILABLE',
    'The payment provider did not answer. Please try again in a moment.',
  );
}

/**
 * Runs a Stripe call, turning an unreachable Stripe into 503 BILLING_UNAVAILABLE and a declined card
 * into 402 BILLING_PAYMENT_FAILED; anything else (our mistake) stays an internal error.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeUnreachable(error)) throw unavailable();
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new AppError(
        402,
        'BILLING_PAYMENT_FAILED',
        'Your card was declined; nothing was changed. Update your payment details and try again.',
      );
    }
    throw error;
  }
}

/** Whether a Stripe error says the object does not exist (or not any more). */
export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
