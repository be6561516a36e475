import type { Plan } from '@vm/contracts';
import { PLAN_LIMITS } from '@vm/contracts/plan-limits';

export type BillingPeriod = 'monthly' | 'yearly';

/** Euro prices per month (docs/product.md, 'Plans'); yearly billing is about 17% cheaper. */
export const PRO_PRICE_EUR: Record<BillingPeriod, number> = { monthly: 5.99, yearly: 4.99 };
export const FREE_PRICE_EUR = 0;

/** Cloud storage and recording per plan (docs/product.md, 'Plans'); Enterprise is per contract. */
export const PLAN_STORAGE_GB: Record<Plan, number | null> = { free: 1, pro: 100, enterprise: null };
export const PLAN_RECORDING: Record<Plan, boolean | null> = { free: false, pro: true, enterprise: null };

export type DurationLimit = { unit: 'minute' | 'hour'; count: number } | null;

/** The limits a card lists come from the plan limits the server enforces, not from copy. */
export function planLimits(plan: Plan): { participants: number; duration: DurationLimit } {
  const { maxParticipants, maxDurationMinutes } = PLAN_LIMITS[plan];
  if (maxDurationMinutes === null) return { participants: maxParticipants, duration: null };
  const wholeHours = maxDurationMinutes >= 60 && maxDurationMinutes % 60 === 0;
  const duration: DurationLimit = wholeHours
    ? { unit: 'hour', count: maxDurationMinutes / 60 }
    : { unit: 'minute', count: maxDurationMinutes };
  return { participants: maxParticipants, duration };
}
