import { describe, expect, it } from 'vitest';
import { calendarDayDiff, dayKey, zonedParts, zonedToInstant } from './zone';
import { fromLocalInputValue, toLocalInputValue } from './local-input';

describe('zone helpers', () => {
  const instant = '2026-03-10T22:30:00.000Z';

  it('reads the wall clock of an instant in each zone', () => {
    expect(zonedParts(instant, 'UTC')).toMatchObject({ year: 2026, month: 3, day: 10, hour: 22, minute: 30 });
    expect(zonedParts(instant, 'Europe/Istanbul')).toMatchObject({ year: 2026, month: 3, day: 11, hour: 1 });
  });

  it('puts the same instant on different calendar days near midnight', () => {
    expect(dayKey(instant, 'UTC')).toBe('2026-03-10');
    expect(dayKey(instant, 'Europe/Istanbul')).toBe('2026-03-11');
    expect(calendarDayDiff('2026-03-10T20:00:00Z', instant, 'UTC')).toBe(0);
    expect(calendarDayDiff('2026-03-10T20:00:00Z', instant, 'Europe/Istanbul')).toBe(1);
  });

  it.each([
    ['UTC', '2026-03-10T14:30:00.000Z'],
    ['Europe/Istanbul', '2026-03-10T11:30:00.000Z'],
    ['America/New_York', '2026-03-10T18:30:00.000Z'],
  ])('turns a wall-clock reading in %s into its instant and back', (zone, expected) => {
    const at = zonedToInstant({ year: 2026, month: 3, day: 10, hour: 14, minute: 30 }, zone);
    expect(at.toISOString()).toBe(expected);
    expect(toLocalInputValue(at, zone)).toBe('2026-03-10T14:30');
    expect(fromLocalInputValue('2026-03-10T14:30', zone)?.toISOString()).toBe(expected);
  });

  it('handles a daylight-saving change (New York springs forward on 8 March 2026)', () => {
    expect(fromLocalInputValue('2026-03-08T01:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(fromLocalInputValue('2026-03-08T03:30', 'America/New_York')?.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('rejects empty and malformed input values', () => {
    expect(fromLocalInputValue('', 'UTC')).toBeNull();
    expect(fromLocalInputValue('tomorrow', 'UTC')).toBeNull();
  });
});
