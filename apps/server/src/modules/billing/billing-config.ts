import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'expected true or false' })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

// Empty means unset, as `STRIPE_SECRET_KEY=` in an env file reads.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** The environment variables of billing (README.md, 'Configuration'; decision record 053). */
export const billingSettings = {
  STRIPE_SECRET_KEY: optional(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'expected a Stripe secret key (sk_live_... or sk_test_...)' }),
  ),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, { error: 'expected a signing secret (whsec_...)' })),
  // A price id (price_...) or a lookup key.
  STRIPE_PRICE_PRO_MONTHLY: z.string().min(1).default('pro_monthly'),
  STRIPE_PRICE_PRO_YEARLY: z.string().min(1).default('pro_yearly'),
  STRIPE_TAX: booleanFlag.default(false),
  // Where the stripe library sends its calls: Stripe's API unless a test or an emulator says otherwise.
  STRIPE_API_URL: optional(
    z
      .string()
      .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), { error: 'expected an http(s) URL' }),
  ),
  TEST_CHECKOUT: optional(booleanFlag),
};

type BillingEnv = z.output<z.ZodObject<typeof billingSettings>>;

export interface BillingConfig {
  /** Stripe's API with a key: set means payments are real (or go to the emulator at `apiUrl`). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: URL | undefined } | undefined;
  /** No key: the test checkout of our own (docs/decisions/053), unless TEST_CHECKOUT=off or several nodes. */
  testCheckout: boolean;
  /** The Pro prices by id or lookup key. */
  prices: { month: string; year: string };
  /** Stripe Tax computes VAT in checkout (automatic_tax). */
  automaticTax: boolean;
}

/** The billing part of the config; a contradiction throws with the variable's name and why. */
export function billingConfig(env: BillingEnv, several: boolean, refuse: (message: string) => Error): BillingConfig {
  const key = env.STRIPE_SECRET_KEY;
  if (key && !env.STRIPE_WEBHOOK_SECRET) {
    throw refuse('Invalid environment variable STRIPE_WEBHOOK_SECRET: needed with STRIPE_SECRET_KEY to check webhooks');
  }
  if (key && env.TEST_CHECKOUT === true) {
    throw refuse('Invalid environment variable TEST_CHECKOUT: cannot be on with STRIPE_SECRET_KEY');
  }
  if (several && env.TEST_CHECKOUT === true) {
    throw refuse('Invalid environment variable TEST_CHECKOUT: its state lives in one process, so not with REDIS_URL');
  }
  return {
    stripe: key
      ? {
          secretKey: key,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined,
        }
      : undefined,
    testCheckout: !key && !several && env.TEST_CHECKOUT !== false,
    prices: { month: env.STRIPE_PRICE_PRO_MONTHLY, year: env.STRIPE_PRICE_PRO_YEARLY },
    automaticTax: env.STRIPE_TAX,
  };
}
