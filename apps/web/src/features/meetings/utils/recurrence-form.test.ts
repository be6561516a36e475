import type { RecurrenceRule } from '@vm/contracts';
import { recurrenceInputSchema } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import {
  noRepeat,
  repeatProblems,
  ruleToRepeatValues,
  sameRecurrence,
  toRecurrenceInput,
  withRepeatChoice,
  type RepeatFormValues,
} from './recurrence-form';

const ZONE = 'Europe/Istanbul';
/** Wednesday 6 May 2026, 10:00 in the form's datetime-local reading. */
const START = '2026-05-06T10:00';
const values = (changes: Partial<RepeatFormValues>): RepeatFormValues => ({ ...noRepeat(), ...changes });

describe('withRepeatChoice', () => {
  it("starts a weekly rule on the start's weekday and a monthly one on its day", () => {
    expect(withRepeatChoice(noRepeat(), 'weekly', START)).toMatchObject({ choice: 'weekly', weekdays: ['WE'] });
    expect(withRepeatChoice(noRepeat(), 'monthly', START)).toMatchObject({ choice: 'monthly', monthDay: 6 });
    expect(withRepeatChoice(values({ weekdays: ['MO', 'FR'] }), 'weekly', START).weekdays).toEqual(['MO', 'FR']);
    expect(withRepeatChoice(noRepeat(), 'daily', START)).toMatchObject({ choice: 'daily', weekdays: [] });
  });
});

describe('toRecurrenceInput', () => {
  it('sends nothing for a meeting that does not repeat', () => {
    expect(toRecurrenceInput(noRepeat(), ZONE)).toBeUndefined();
  });

  it('builds each choice as the contract has it, in the organizer’s zone', () => {
    expect(toRecurrenceInput(values({ choice: 'daily', interval: '2', count: '5' }), ZONE)).toEqual({
      frequency: 'daily',
      interval: 2,
      count: 5,
      timeZone: ZONE,
    });
    expect(toRecurrenceInput(values({ choice: 'weekdays' }), ZONE)).toEqual({
      frequency: 'weekly',
      interval: 1,
      byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'],
      count: 10,
      timeZone: ZONE,
    });
    expect(toRecurrenceInput(values({ choice: 'weekly', weekdays: ['MO', 'WE'], count: 4 }), ZONE)).toMatchObject({
      frequency: 'weekly',
      byWeekday: ['MO', 'WE'],
      count: 4,
    });
    expect(toRecurrenceInput(values({ choice: 'monthly', monthDay: '31', count: 12 }), ZONE)).toMatchObject({
      frequency: 'monthly',
      byMonthDay: 31,
    });
  });

  it('ends on the last moment of the chosen day in the organizer’s zone', () => {
    const rule = toRecurrenceInput(values({ choice: 'daily', ends: 'until', untilDate: '2026-06-30' }), ZONE);
    // Istanbul is UTC+3 all year.
    expect(rule).toEqual({ frequency: 'daily', interval: 1, until: '2026-06-30T20:59:59.000Z', timeZone: ZONE });
    expect(rule).not.toHaveProperty('count');
  });

  it('gives rules the contract accepts', () => {
    const examples: Partial<RepeatFormValues>[] = [
      { choice: 'daily' },
      { choice: 'weekdays', interval: 2 },
      { choice: 'weekly', weekdays: ['TU', 'TH'], ends: 'until', untilDate: '2026-09-01' },
      { choice: 'monthly', monthDay: 15, count: 100 },
    ];
    for (const changes of examples) {
      const rule = toRecurrenceInput(values(changes), ZONE);
      expect(recurrenceInputSchema.safeParse(rule).success, JSON.stringify(changes)).toBe(true);
    }
  });
});

describe('repeatProblems', () => {
  it('finds nothing wrong with a meeting that does not repeat, whatever the hidden fields hold', () => {
    expect(repeatProblems(values({ interval: '', count: 'x' }), START)).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(repeatProblems(values({ choice: 'daily', interval: '0' }), START)).toEqual([
      { field: 'interval', key: 'intervalRange' },
    ]);
    expect(repeatProblems(values({ choice: 'weekly', interval: 100 }), START)).toEqual([
      { field: 'interval', key: 'intervalRange' },
      { field: 'weekdays', key: 'weekdaysRequired' },
    ]);
    expect(repeatProblems(values({ choice: 'monthly', monthDay: '32' }), START)).toEqual([
      { field: 'monthDay', key: 'monthDayRange' },
    ]);
    expect(repeatProblems(values({ choice: 'daily', count: '101' }), START)).toEqual([
      { field: 'count', key: 'countRange' },
    ]);
    expect(repeatProblems(values({ choice: 'daily', ends: 'until' }), START)).toEqual([
      { field: 'untilDate', key: 'untilRequired' },
    ]);
    expect(repeatProblems(values({ choice: 'daily', ends: 'until', untilDate: '2026-05-05' }), START)).toEqual([
      { field: 'untilDate', key: 'untilBeforeStart' },
    ]);
  });

  it('refuses an end date that gives more than 100 occurrences, and takes one that gives 100', () => {
    // Daily from 6 May: the 100th occurrence is on 13 August 2026.
    const daily = values({ choice: 'daily', ends: 'until' });
    expect(repeatProblems({ ...daily, untilDate: '2026-08-13' }, START)).toEqual([]);
    expect(repeatProblems({ ...daily, untilDate: '2026-08-14' }, START)).toEqual([
      { field: 'untilDate', key: 'untilTooMany' },
    ]);
    // Weekly on one day, every 2 weeks: two years are 53 occurrences.
    const fortnightly = values({
      choice: 'weekly',
      weekdays: ['WE'],
      interval: 2,
      ends: 'until',
      untilDate: '2028-05-06',
    });
    expect(repeatProblems(fortnightly, START)).toEqual([]);
  });
});

describe('ruleToRepeatValues', () => {
  const rule: RecurrenceRule = {
    frequency: 'weekly',
    interval: 1,
    byWeekday: ['MO', 'TU', 'WE', 'TH', 'FR'],
    byMonthDay: null,
    count: null,
    until: '2026-06-30T20:59:59.000Z',
    timeZone: ZONE,
  };

  it('shows a series’ rule in the form, Monday to Friday as Every weekday', () => {
    expect(ruleToRepeatValues(null)).toEqual(noRepeat());
    expect(ruleToRepeatValues(rule)).toMatchObject({ choice: 'weekdays', ends: 'until', untilDate: '2026-06-30' });
    expect(ruleToRepeatValues({ ...rule, byWeekday: ['MO'], until: null, count: 8 })).toMatchObject({
      choice: 'weekly',
      weekdays: ['MO'],
      ends: 'count',
      count: 8,
    });
  });

  it('reads back to a rule the same as the series’ own, in any zone, and a changed one is not', () => {
    const original = toRecurrenceInput(ruleToRepeatValues(rule), ZONE)!;
    const shownInNewYork = toRecurrenceInput(ruleToRepeatValues(rule), 'America/New_York')!;
    expect(sameRecurrence(shownInNewYork, original)).toBe(true);
    const changed = toRecurrenceInput({ ...ruleToRepeatValues(rule), untilDate: '2026-07-31' }, ZONE)!;
    expect(sameRecurrence(changed, original)).toBe(false);
    const fewerDays = toRecurrenceInput({ ...ruleToRepeatValues(rule), choice: 'weekly', weekdays: ['MO'] }, ZONE)!;
    expect(sameRecurrence(fewerDays, original)).toBe(false);
  });
});
