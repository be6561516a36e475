import { PLAN_LIMITS, type Plan } from '@vm/contracts';

export type BillingPeriod = 'monthly' | 'yearly';

/** Euro prices per month (spec section 9); yearly billing is about 17% cheaper. */
export const PRO_PRICE_EUR: Record<BillingPeriod, number> = { monthly: 5.99, yearly: 4.99 };
export const FREE_PRICE_EUR = 0;

export type DurationLimit = { unit: 'minutes' | 'hours'; count: number } | null;

/** The limits a card lists come from the plan limits the server enforces, not from copy. */
export function planLimits(plan: Plan): { participants: number; duration: DurationLimit } {
  const { maxParticipants, maxDurationMinutes } = PLAN_LIMITS[plan];
  if (maxDurationMinutes === null) return { participants: maxParticipants, duration: null };
  const wholeHours = maxDurationMinutes >= 60 && maxDurationMinutes % 60 === 0;
  const duration: DurationLimit = wholeHours
    ? { unit: 'hours', count: maxDurationMinutes / 60 }
    : { unit: 'minutes', count: maxDurationMinutes };
  return { participants: maxParticipants, duration };
}

export function formatEuro(amount: number, language: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
