// Calendar arithmetic in an explicit IANA time zone. Server instants are UTC; what counts as
// "today" or "the 5th" depends on where the viewer is, so every calendar-day question takes the
// zone as a parameter (tests pass it; components pass the viewer's own).

export interface ZonedParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

// Asking the browser builds a whole Intl.DateTimeFormat (a fraction of a millisecond to several on a
// busy machine), and every date on screen asks (each meeting card's formatters): the dashboard's first
// render asked about a hundred times. The answer is kept until the current task's microtasks have run,
// so one render asks once and a zone changed in the system is still seen by the next one.
let viewerZone: string | undefined;

/** The viewer's own zone, as the browser reports it. */
export function viewerTimeZone(): string {
  if (viewerZone === undefined) {
    viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    queueMicrotask(() => {
      viewerZone = undefined;
    });
  }
  return viewerZone;
}

/** The wall-clock reading of an instant in a zone. */
export function zonedParts(instant: Date | number | string, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of partFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD' of the calendar day an instant falls on in a zone; sorts and compares as text. */
export function dayKey(instant: Date | number | string, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whole calendar days from the day of `from` to the day of `to`, both read in `timeZone`. */
export function calendarDayDiff(from: Date | number | string, to: Date | number | string, timeZone: string): number {
  const a = zonedParts(from, timeZone);
  const b = zonedParts(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** Day of the week (0 Sunday - 6 Saturday) of the calendar day an instant falls on in a zone. */
export function zonedWeekday(instant: Date | number | string, timeZone: string): number {
  const { year, month, day } = zonedParts(instant, timeZone);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** How far the zone's clock is ahead of UTC at that instant, in ms (Istanbul: +3 h). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const time = new Date(instant).getTime();
  const p = zonedParts(time, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (time - (time % 1000));
}

/**
 * The instant a wall-clock reading names in a zone. Two passes settle the offset around daylight
 * saving changes; a reading skipped by a change resolves to the instant just after the gap.
 */
export function zonedToInstant(parts: Omit<ZonedParts, 'second'> & { second?: number }, timeZone: string): Date {
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second ?? 0);
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}
