/** The plans, here so this zod-free module needs nothing else; `planSchema` (common.ts) is built from them. */
export const PLANS = ['free', 'pro', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Plan limits (docs/product.md, 'Plans'); null means unlimited. A module without zod, also exported as
 * `@vm/contracts/plan-limits`, so the pricing page reads the limits without downloading every schema
 * (decision record 060); `@vm/contracts` re-exports it.
 */
export const PLAN_LIMITS: Record<Plan, { maxParticipants: number; maxDurationMinutes: number | null }> = {
  free: { maxParticipants: 2, maxDurationMinutes: 40 },
  pro: { maxParticipants: 50, maxDurationMinutes: 24 * 60 },
  enterprise: { maxParticipants: 1000, maxDurationMinutes: null },
};
