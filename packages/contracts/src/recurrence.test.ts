import { describe, expect, it } from 'vitest';
import { recurrenceInputSchema } from './recurrence';

describe('recurrenceInputSchema', () => {
  const rule = { frequency: 'weekly', count: 3 } as const;

  it('keeps the zone as the IANA database spells it, and fills the interval', () => {
    expect(recurrenceInputSchema.parse({ ...rule, timeZone: ' europe/istanbul ' })).toEqual({
      ...rule,
      interval: 1,
      timeZone: 'Europe/Istanbul',
    });
  });

  it('refuses unknown zones, parts of another frequency, and an end both after a count and on a date', () => {
    const fields = (input: object) =>
      recurrenceInputSchema
        .safeParse(input)
        .error?.issues.map((issue) => issue.path.join('.'))
        .sort();
    expect(fields({ ...rule, timeZone: 'Mars/Olympus' })).toEqual(['timeZone']);
    expect(fields({ frequency: 'daily', byWeekday: ['MO'], byMonthDay: 3, count: 2, timeZone: 'UTC' })).toEqual([
      'byMonthDay',
      'byWeekday',
    ]);
    expect(fields({ ...rule, until: '2030-01-01T00:00:00Z', timeZone: 'UTC' })).toEqual(['until']);
    expect(fields({ frequency: 'daily', timeZone: 'UTC' })).toEqual(['count']);
    expect(fields({ ...rule, count: 101, timeZone: 'UTC' })).toEqual(['count']);
    expect(fields({ ...rule, byWeekday: ['MO', 'MO'], timeZone: 'UTC' })).toEqual(['byWeekday']);
  });
});
