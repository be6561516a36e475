import { describe, expect, it } from 'vitest';
import { meetingAt } from '../testing/meeting-fixture';
import { dayCell, gridRange, meetingsByDay, monthGrid, monthOf, shiftMonth } from './calendar';

describe('calendar', () => {
  it('lays out whole weeks from Sunday or Monday', () => {
    // 1 March 2026 is a Sunday.
    const sundayFirst = monthGrid({ year: 2026, month: 3 }, 0);
    expect(sundayFirst[0]).toEqual({ key: '2026-03-01', day: 1, inMonth: true });
    expect(sundayFirst).toHaveLength(35);
    const mondayFirst = monthGrid({ year: 2026, month: 3 }, 1);
    expect(mondayFirst[0]).toEqual({ key: '2026-02-23', day: 23, inMonth: false });
    expect(mondayFirst[6]?.key).toBe('2026-03-01');
    expect(mondayFirst.at(-1)).toEqual({ key: '2026-04-05', day: 5, inMonth: false });
  });

  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });

  it.each([
    ['UTC', '2026-03-31', { year: 2026, month: 3 }],
    ['Europe/Istanbul', '2026-04-01', { year: 2026, month: 4 }],
  ])('files a meeting at 22:30 UTC on 31 March under the viewer’s day in %s', (zone, day, month) => {
    const now = new Date('2026-03-31T20:30:00.000Z');
    const meeting = meetingAt(now, 120);
    expect([...meetingsByDay([meeting], zone).keys()]).toEqual([day]);
    expect(monthOf(meeting.startTime, zone)).toEqual(month);
  });

  it('shows three a day and counts the rest', () => {
    expect(dayCell([1, 2, 3])).toEqual({ shown: [1, 2, 3], overflow: 0 });
    expect(dayCell([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], overflow: 2 });
    expect(dayCell(undefined)).toEqual({ shown: [], overflow: 0 });
  });
});

describe('the range a month grid asks for', () => {
  it.each([
    ['UTC', '2026-10-26T00:00:00.000Z', '2026-12-07T00:00:00.000Z'],
    ['Europe/Istanbul', '2026-10-25T21:00:00.000Z', '2026-12-06T21:00:00.000Z'],
  ])('runs from the first shown day to the midnight after the last, in %s', (zone, from, to) => {
    // November 2026 from Monday: 26 October to 6 December.
    expect(gridRange(monthGrid({ year: 2026, month: 11 }, 1), zone)).toEqual({ from, to });
  });
});
