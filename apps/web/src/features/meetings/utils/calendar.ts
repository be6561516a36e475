import type { Meeting } from '@vm/contracts';
import { dayKey } from '../../../lib/time/zone';

/** The calendar shows at most this many meetings in a day, then '+N' (spec section 9). */
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
