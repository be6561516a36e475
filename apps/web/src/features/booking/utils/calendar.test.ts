import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTime } from '#web/lib/time/format.ts';
import { addMonths, monthGrid, monthWindow, slotsByDay } from './calendar';

describe('booking calendar in the visitor zone', () => {
  // 09:00 and 16:30 in Istanbul (UTC+3) on 2027-03-10: 01:00 and 08:30 in New York (UTC-5, before DST).
  const slots = [
    { start: '2027-03-10T13:30:00.000Z', end: '2027-03-10T14:00:00.000Z' },
    { start: '2027-03-10T06:00:00.000Z', end: '2027-03-10T06:30:00.000Z' },
    // 02:00 in Istanbul on the 10th is still the 9th in New York (21:00).
    { start: '2027-03-10T02:00:00.000Z', end: '2027-03-10T02:30:00.000Z' },
  ];

  it('puts each slot on its day in the visitor zone, in order', () => {
    const newYork = slotsByDay(slots, 'America/New_York');
    expect([...newYork.keys()]).toEqual(['2027-03-09', '2027-03-10']);
    expect(newYork.get('2027-03-10')!.map((slot) => slot.start)).toEqual([
      '2027-03-10T06:00:00.000Z',
      '2027-03-10T13:30:00.000Z',
    ]);
    const istanbul = slotsByDay(slots, 'Europe/Istanbul');
    expect([...istanbul.keys()]).toEqual(['2027-03-10']);
  });

  it('formats a slot in the visitor zone and language', () => {
    expect(formatTime(slots[1]!.start, 'en', 'America/New_York')).toBe('01:00 AM');
    expect(formatTime(slots[1]!.start, 'tr', 'Europe/Istanbul')).toBe('09:00');
    expect(formatLongDate(slots[2]!.start, 'en', 'America/New_York')).toBe('Tuesday, March 9, 2027');
  });

  it('asks for a month from its first to its last instant in the zone', () => {
    expect(monthWindow({ year: 2027, month: 3 }, 'America/New_York')).toEqual({
      from: '2027-03-01T05:00:00.000Z',
      // New York is on daylight time (UTC-4) by April.
      to: '2027-04-01T04:00:00.000Z',
    });
    expect(monthWindow({ year: 2027, month: 12 }, 'Europe/Istanbul').to).toBe('2027-12-31T21:00:00.000Z');
  });

  it('lays a month out in weeks starting on Sunday or Monday', () => {
    const sunday = monthGrid({ year: 2027, month: 3 }, 0);
    // 1 March 2027 is a Monday.
    expect(sunday[0]).toEqual([
      null,
      '2027-03-01',
      '2027-03-02',
      '2027-03-03',
      '2027-03-04',
      '2027-03-05',
      '2027-03-06',
    ]);
    expect(sunday.at(-1)).toEqual(['2027-03-28', '2027-03-29', '2027-03-30', '2027-03-31', null, null, null]);
    expect(monthGrid({ year: 2027, month: 3 }, 1)[0]![0]).toBe('2027-03-01');
    expect(addMonths({ year: 2027, month: 12 }, 1)).toEqual({ year: 2028, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });
});
