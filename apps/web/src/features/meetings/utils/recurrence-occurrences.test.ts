import { describe, expect, it } from 'vitest';
import { countOccurrences, weekdayOf } from './recurrence-occurrences';

const date = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const count = (pattern: Parameters<typeof countOccurrences>[0], start: string, until: string, stopAfter = 1000) =>
  countOccurrences(pattern, date(start), date(until), stopAfter);

describe('weekdayOf', () => {
  it('names the day of a calendar date', () => {
    expect(weekdayOf(date('2026-05-04'))).toBe('MO');
    expect(weekdayOf(date('2026-05-10'))).toBe('SU');
    expect(weekdayOf(date('2028-02-29'))).toBe('TU');
  });
});

describe('countOccurrences', () => {
  it('counts every N days, the start and the end date included', () => {
    expect(count({ frequency: 'daily', interval: 1 }, '2026-05-04', '2026-05-04')).toBe(1);
    expect(count({ frequency: 'daily', interval: 1 }, '2026-05-04', '2026-05-13')).toBe(10);
    expect(count({ frequency: 'daily', interval: 3 }, '2026-05-04', '2026-05-13')).toBe(4);
    expect(count({ frequency: 'daily', interval: 1 }, '2026-05-04', '2026-05-03')).toBe(0);
  });

  it('counts the chosen days of every N-th week, not the days before the start', () => {
    // Wednesday 2026-05-06: that week's Monday is before the start; then 11, 13, 18 and 20 May.
    const mondayWednesday = { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'WE'] } as const;
    expect(count(mondayWednesday, '2026-05-06', '2026-05-20')).toBe(5);
    // Weeks of May 4 and May 18: the 6th, 18th and 20th.
    expect(count({ ...mondayWednesday, interval: 2 }, '2026-05-06', '2026-05-31')).toBe(3);
    const workweek = { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'] } as const;
    expect(count(workweek, '2026-05-04', '2026-05-17')).toBe(10);
  });

  it('skips the months without the day, as RFC 5545 does', () => {
    const on31st = { frequency: 'monthly', interval: 1, byMonthDay: 31 } as const;
    // January, March, May, July: February, April and June have no 31st.
    expect(count(on31st, '2026-01-31', '2026-07-31')).toBe(4);
    expect(count({ frequency: 'monthly', interval: 2, byMonthDay: 15 }, '2026-01-15', '2026-12-31')).toBe(6);
    // A day already past in the start's month begins with the next month.
    expect(count({ frequency: 'monthly', interval: 1, byMonthDay: 1 }, '2026-01-15', '2026-03-01')).toBe(2);
  });

  it('stops counting once the limit is passed', () => {
    expect(count({ frequency: 'daily', interval: 1 }, '2026-01-01', '2035-12-31', 101)).toBe(101);
    expect(count({ frequency: 'weekly', interval: 1, byWeekday: ['MO'] }, '2026-01-01', '2035-12-31', 101)).toBe(101);
    expect(count({ frequency: 'monthly', interval: 1, byMonthDay: 1 }, '2026-01-01', '2035-12-31', 101)).toBe(101);
  });
});
