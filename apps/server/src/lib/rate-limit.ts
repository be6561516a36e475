import { FixedWindowLimit } from './fixed-window-limit';

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most a set number of events per key (a client address, a meeting) in one-minute windows. One
 * node counts in its memory; several nodes count together in Redis (modules/cluster), so a client
 * cannot multiply its allowance by the number of nodes behind the load balancer.
 */
export interface RateLimit {
  /** Counts an event for `key` at `nowMs` (the app's clock); when over the limit, the seconds to wait. */
  take(key: string, nowMs: number): Promise<RateLimitResult>;
}

/** The one-node limit: counted in this process's memory. */
export function memoryRateLimit(perMinute: number): RateLimit {
  const limit = new FixedWindowLimit(perMinute);
  return { take: async (key, nowMs) => limit.take(key, nowMs) };
}
