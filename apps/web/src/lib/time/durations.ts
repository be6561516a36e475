// Lengths of time as parts, not text: components render them with the `meetings:time.*` texts
// ('1h 30m' / '1 sa 30 dk'), so these stay pure and testable without translations.

const MINUTE_MS = 60_000;
const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;

type Instant = Date | number | string;
const ms = (instant: Instant) => new Date(instant).getTime();

export type Duration = { kind: 'minutes'; minutes: number } | { kind: 'hoursMinutes'; hours: number; minutes: number };

/** A meeting's length: 'Xh Ym' from an hour on, otherwise 'Ym' (docs/product.md, 'Time'). */
export function meetingDuration(start: Instant, end: Instant): Duration {
  const total = Math.max(0, Math.round((ms(end) - ms(start)) / MINUTE_MS));
  return total < HOUR_MINUTES
    ? { kind: 'minutes', minutes: total }
    : { kind: 'hoursMinutes', hours: Math.floor(total / HOUR_MINUTES), minutes: total % HOUR_MINUTES };
}

export type Remaining =
  | { kind: 'startingNow' }
  | { kind: 'minutes'; minutes: number }
  | { kind: 'hoursMinutes'; hours: number; minutes: number }
  | { kind: 'days'; days: number };

/**
 * Time left until a start (Upcoming card): 'Starting now' once it is reached, else Nm, Nh Nm or Nd.
 * Partial minutes round up, so a start 30 s away still reads '1m' rather than '0m'.
 */
export function remainingUntil(start: Instant, now: Instant): Remaining {
  const diff = ms(start) - ms(now);
  if (diff <= 0) return { kind: 'startingNow' };
  const minutes = Math.ceil(diff / MINUTE_MS);
  if (minutes < HOUR_MINUTES) return { kind: 'minutes', minutes };
  if (minutes < DAY_MINUTES) {
    return { kind: 'hoursMinutes', hours: Math.floor(minutes / HOUR_MINUTES), minutes: minutes % HOUR_MINUTES };
  }
  return { kind: 'days', days: Math.floor(minutes / DAY_MINUTES) };
}

export type TimeAgo =
  | { kind: 'justNow' }
  | { kind: 'minutesAgo'; count: number }
  | { kind: 'hoursAgo'; count: number }
  | { kind: 'daysAgo'; count: number };

/** How long ago an event happened (Recent Activity): 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'. */
export function timeAgo(at: Instant, now: Instant): TimeAgo {
  // A clock slightly ahead of the server's makes fresh events look future: they are 'just now'.
  const minutes = Math.floor((ms(now) - ms(at)) / MINUTE_MS);
  if (minutes < 1) return { kind: 'justNow' };
  if (minutes < HOUR_MINUTES) return { kind: 'minutesAgo', count: minutes };
  if (minutes < DAY_MINUTES) return { kind: 'hoursAgo', count: Math.floor(minutes / HOUR_MINUTES) };
  return { kind: 'daysAgo', count: Math.floor(minutes / DAY_MINUTES) };
}

/**
 * A length of time as a clock reads it, 'h:mm:ss' from an hour on and 'm:ss' below (a recording's
 * length, a running recording's elapsed time). Digits and colons read the same in every language.
 */
export function clockDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
