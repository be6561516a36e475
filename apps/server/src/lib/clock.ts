/** Time source. Injected everywhere so tests can move time (code expiry, back-off, status jobs). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** ISO 8601 UTC with milliseconds and `Z`, the one format stored and sent. */
export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

export function isoAfter(clock: Clock, ms: number): string {
  return new Date(clock.now().getTime() + ms).toISOString();
}
