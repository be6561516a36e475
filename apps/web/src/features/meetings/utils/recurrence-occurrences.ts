import { WEEKDAYS, type RecurrenceFrequency, type Weekday } from '@vm/contracts';

// Counting a rule's occurrences on the calendar, so the form can refuse an end date that gives more
// than a series may have before the server does. Occurrences all start at the first one's wall-clock
// time in the rule's zone, so only calendar dates matter: which days match, from the start's date to
// the end date, both inclusive (RFC 5545's UNTIL is inclusive). A monthly rule on day 29-31 skips the
// months without that day, as RFC 5545 does. The server stays the judge; this only answers early.

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface RepeatPattern {
  frequency: RecurrenceFrequency;
  interval: number;
  /** Weekly: the days (Monday first, as the rule's week starts on Monday). */
  byWeekday?: readonly Weekday[] | undefined;
  /** Monthly: the day of the month. */
  byMonthDay?: number | undefined;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date: arithmetic on dates without any zone. */
const dayNumber = (date: CalendarDate) => Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;

/** 0 for Monday ... 6 for Sunday, the position in WEEKDAYS. */
const mondayIndex = (day: number) => (new Date(day * DAY_MS).getUTCDay() + 6) % 7;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The weekday code of a calendar date ('MO' for 2026-05-04). */
export function weekdayOf(date: CalendarDate): Weekday {
  return WEEKDAYS[mondayIndex(dayNumber(date))]!;
}

/**
 * How many occurrences the pattern has from `start` to `until`, counting no further than `stopAfter`
 * (a rule over ten years of days need not be walked to its end to know it is too long).
 */
export function countOccurrences(
  pattern: RepeatPattern,
  start: CalendarDate,
  until: CalendarDate,
  stopAfter: number,
): number {
  const first = dayNumber(start);
  const last = dayNumber(until);
  if (last < first || pattern.interval < 1) return 0;
  const counted = {
    daily: () => Math.floor((last - first) / pattern.interval) + 1,
    weekly: () => countWeekly(pattern, first, last, stopAfter),
    monthly: () => countMonthly(pattern, start, first, last, stopAfter),
  }[pattern.frequency]();
  return Math.min(counted, stopAfter);
}

function countWeekly(pattern: RepeatPattern, first: number, last: number, stopAfter: number): number {
  const offsets = [...new Set(pattern.byWeekday ?? [WEEKDAYS[mondayIndex(first)]!])]
    .map((code) => WEEKDAYS.indexOf(code))
    .sort((a, b) => a - b);
  let count = 0;
  // Weeks start on Monday; every interval-th week from the start's own week has the chosen days.
  for (let monday = first - mondayIndex(first); monday <= last; monday += 7 * pattern.interval) {
    for (const offset of offsets) {
      const day = monday + offset;
      if (day >= first && day <= last) count += 1;
    }
    if (count >= stopAfter) break;
  }
  return count;
}

function countMonthly(
  pattern: RepeatPattern,
  start: CalendarDate,
  first: number,
  last: number,
  stopAfter: number,
): number {
  const monthDay = pattern.byMonthDay ?? start.day;
  let count = 0;
  for (let months = 0; count < stopAfter; months += pattern.interval) {
    const index = start.year * 12 + (start.month - 1) + months;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (dayNumber({ year, month, day: 1 }) > last) break;
    if (monthDay > daysInMonth(year, month)) continue;
    const day = dayNumber({ year, month, day: monthDay });
    if (day >= first && day <= last) count += 1;
  }
  return count;
}
