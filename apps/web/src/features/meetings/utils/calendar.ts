import type { Meeting } from '@vm/contracts';
import { dayKey, zonedToInstant } from '#web/lib/time/zone.ts';
import type { MeetingFilter } from '../api/get-meetings';

/** The calendar shows at most this many meetings in a day, then '+N' (docs/product.md, 'Dashboard'). */
export const CALENDAR_PER_DAY = 3;

export interface CalendarMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export interface CalendarDay {
  key: string;
  day: number;
  inMonth: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month an instant falls in, read in the viewer's zone. */
export function monthOf(instant: Date | number | string, timeZone: string): CalendarMonth {
  const [year, month] = dayKey(instant, timeZone).split('-').map(Number) as [number, number];
  return { year, month };
}

/** Whole weeks covering the month, starting on Sunday (0) or Monday (1). Pure date arithmetic. */
export function monthGrid({ year, month }: CalendarMonth, weekStartsOn: 0 | 1): CalendarDay[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = (first.getUTCDay() - weekStartsOn + 7) % 7;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  return Array.from({ length: cells }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, 1 - lead + index));
    return {
      key: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
    };
  });
}

/** Midday of a day key ('YYYY-MM-DD') in `timeZone`: an instant that names that day in that zone. */
export function dayNoon(key: string, timeZone: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return zonedToInstant({ year, month, day, hour: 12, minute: 0 }, timeZone);
}

/** The instant a day of the grid ('YYYY-MM-DD') begins in `timeZone`; `afterDays` moves to a later day. */
function dayStart(key: string, timeZone: string, afterDays = 0): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + afterDays));
  return zonedToInstant(
    { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 0, minute: 0 },
    timeZone,
  );
}

/**
 * The instants the grid covers in the viewer's zone, from the first shown day's midnight to the
 * midnight after the last: what the calendar asks the server for (`from`, `to`).
 */
export function gridRange(cells: readonly CalendarDay[], timeZone: string): { from: string; to: string } {
  return {
    from: dayStart(cells[0]!.key, timeZone).toISOString(),
    to: dayStart(cells.at(-1)!.key, timeZone, 1).toISOString(),
  };
}

/** What a month's calendar asks GET /meetings for: the days its grid shows, soonest first. */
export function monthFilter(month: CalendarMonth, weekStartsOn: 0 | 1, timeZone: string): MeetingFilter {
  return { ...gridRange(monthGrid(month, weekStartsOn), timeZone), sort: 'start' };
}

/** Meetings by the calendar day of their start in `timeZone`, each day soonest first. */
export function meetingsByDay(meetings: readonly Meeting[], timeZone: string): Map<string, Meeting[]> {
  const days = new Map<string, Meeting[]>();
  const sorted = [...meetings].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const meeting of sorted) {
    const key = dayKey(meeting.startTime, timeZone);
    days.set(key, [...(days.get(key) ?? []), meeting]);
  }
  return days;
}

/** What one day cell shows: the first three, and how many more. */
export function dayCell<T>(meetings: readonly T[] | undefined, perDay = CALENDAR_PER_DAY) {
  const all = meetings ?? [];
  return { shown: all.slice(0, perDay), overflow: Math.max(0, all.length - perDay) };
}
