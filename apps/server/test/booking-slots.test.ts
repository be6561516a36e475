import { describe, expect, it } from 'vitest';
import { availabilityBodySchema, type AvailabilityBody } from '@vm/contracts';
import { freeSlots, type SlotInput } from '#server/modules/booking/slots.ts';

// The slot rules of booking pages (docs/product.md, 'Booking pages'): hours are wall-clock times in
// the host's zone, then notice, horizon, busy times with buffers, the maximum per day and dates off.

const nineToFive = [{ start: '09:00', end: '17:00' }];
const everyDay = {
  monday: nineToFive,
  tuesday: nineToFive,
  wednesday: nineToFive,
  thursday: nineToFive,
  friday: nineToFive,
  saturday: nineToFive,
  sunday: nineToFive,
};

function slots(
  availability: Partial<AvailabilityBody>,
  rest: Omit<Partial<SlotInput>, 'from' | 'to'> & { from: string; to: string },
) {
  return freeSlots({
    availability: availabilityBodySchema.parse({
      timeZone: 'Europe/Berlin',
      weeklyHours: everyDay,
      minimumNoticeMinutes: 0,
      ...availability,
    }),
    durationMinutes: 60,
    now: new Date('2027-03-01T00:00:00Z'),
    busy: [],
    bookedStarts: [],
    ...rest,
    from: new Date(rest.from),
    to: new Date(rest.to),
  });
}
const starts = (list: Array<{ start: string }>) => list.map((slot) => slot.start);

describe('free slots', () => {
  it('keeps 09:00-17:00 Berlin time across the spring change (UTC+1 before, UTC+2 after)', () => {
    const before = slots({}, { from: '2027-03-27T00:00:00Z', to: '2027-03-28T00:00:00Z' });
    const after = slots({}, { from: '2027-03-28T00:00:00Z', to: '2027-03-29T00:00:00Z' });
    expect(starts(before)[0]).toBe('2027-03-27T08:00:00.000Z');
    expect(before.at(-1)).toEqual({ start: '2027-03-27T15:00:00.000Z', end: '2027-03-27T16:00:00.000Z' });
    expect(starts(after)[0]).toBe('2027-03-28T07:00:00.000Z');
    expect(after.at(-1)).toEqual({ start: '2027-03-28T14:00:00.000Z', end: '2027-03-28T15:00:00.000Z' });
    expect(before).toHaveLength(8);
    expect(after).toHaveLength(8);
  });

  it('keeps 09:00-17:00 New York time across the autumn change (UTC-4 before, UTC-5 after)', () => {
    const ny = { timeZone: 'America/New_York' };
    const now = new Date('2027-11-01T00:00:00Z');
    const before = slots(ny, { now, from: '2027-11-06T00:00:00Z', to: '2027-11-07T04:00:00Z' });
    const after = slots(ny, { now, from: '2027-11-07T05:00:00Z', to: '2027-11-08T05:00:00Z' });
    expect(starts(before)[0]).toBe('2027-11-06T13:00:00.000Z');
    expect(starts(after)[0]).toBe('2027-11-07T14:00:00.000Z');
    expect(after.at(-1)!.end).toBe('2027-11-07T22:00:00.000Z');
  });

  it('steps by the slot step when set, else by the length; a slot ends inside its range', () => {
    const half = slots(
      { slotStepMinutes: 30, weeklyHours: { ...everyDay, monday: [{ start: '09:00', end: '10:30' }] } },
      { from: '2027-03-08T00:00:00Z', to: '2027-03-09T00:00:00Z' },
    );
    expect(starts(half)).toEqual(['2027-03-08T08:00:00.000Z', '2027-03-08T08:30:00.000Z']);
  });

  it('leaves out what starts before the minimum notice or after the horizon', () => {
    const now = new Date('2027-03-08T09:30:00Z'); // 10:30 in Berlin
    const noticed = slots(
      { minimumNoticeMinutes: 240 },
      { now, from: '2027-03-08T00:00:00Z', to: '2027-03-09T00:00:00Z' },
    );
    expect(starts(noticed)[0]).toBe('2027-03-08T14:00:00.000Z'); // 15:00 local: the first at or after 14:30
    const horizon = slots({ horizonDays: 2 }, { now, from: '2027-03-08T00:00:00Z', to: '2027-03-20T00:00:00Z' });
    expect(horizon.at(-1)!.start).toBe('2027-03-10T09:00:00.000Z'); // 10:00 local, before the horizon at 10:30
    expect(horizon.every((slot) => Date.parse(slot.start) < Date.parse('2027-03-10T09:30:00Z'))).toBe(true);
  });

  it('keeps the buffers free around a busy time', () => {
    const busy = [{ start: '2027-03-08T10:00:00Z', end: '2027-03-08T11:00:00Z' }]; // 11:00-12:00 local
    const plain = slots({}, { busy, from: '2027-03-08T00:00:00Z', to: '2027-03-09T00:00:00Z' });
    expect(starts(plain)).not.toContain('2027-03-08T10:00:00.000Z');
    expect(starts(plain)).toContain('2027-03-08T09:00:00.000Z');
    expect(starts(plain)).toContain('2027-03-08T11:00:00.000Z');
    const buffered = slots(
      { bufferBeforeMinutes: 15, bufferAfterMinutes: 30 },
      { busy, from: '2027-03-08T00:00:00Z', to: '2027-03-09T00:00:00Z' },
    );
    // 10:00-11:00 local would end 0 minutes before the busy time, needing 30 after itself; 12:00 starts 0 after it, needing 15 before.
    expect(starts(buffered)).not.toContain('2027-03-08T09:00:00.000Z');
    expect(starts(buffered)).not.toContain('2027-03-08T11:00:00.000Z');
    expect(starts(buffered)).toContain('2027-03-08T08:00:00.000Z');
    expect(starts(buffered)).toContain('2027-03-08T12:00:00.000Z');
  });

  it('keeps a buffer after a meeting already there, as after the one booked now', () => {
    // Only an after-buffer: a meeting 11:00-11:30 local needs its 30 minutes after it too.
    const busy = [{ start: '2027-03-08T10:00:00Z', end: '2027-03-08T10:30:00Z' }];
    const window = { busy, from: '2027-03-08T00:00:00Z', to: '2027-03-09T00:00:00Z' };
    const buffered = starts(slots({ bufferAfterMinutes: 30, slotStepMinutes: 30 }, window));
    expect(buffered).not.toContain('2027-03-08T10:30:00.000Z');
    expect(buffered).toContain('2027-03-08T11:00:00.000Z');
    // And the new one's own after-buffer keeps it from ending right at the meeting's start.
    expect(buffered).not.toContain('2027-03-08T09:00:00.000Z');
    expect(buffered).toContain('2027-03-08T08:30:00.000Z');
  });

  it('closes a day that has its maximum of bookings, counted in the host zone', () => {
    const bookedStarts = ['2027-03-08T23:30:00Z']; // 00:30 on 9 March in Berlin
    const days = slots({ maxPerDay: 1 }, { bookedStarts, from: '2027-03-08T00:00:00Z', to: '2027-03-10T23:00:00Z' });
    expect(days.some((slot) => slot.start.startsWith('2027-03-08'))).toBe(true);
    expect(days.some((slot) => slot.start.startsWith('2027-03-09'))).toBe(false);
    expect(days.some((slot) => slot.start.startsWith('2027-03-10'))).toBe(true);
  });

  it('follows a date off and a date with other hours', () => {
    const dateOverrides = [
      { date: '2027-03-08', hours: [] },
      { date: '2027-03-09', hours: [{ start: '13:00', end: '14:00' }] },
    ];
    const list = slots({ dateOverrides }, { from: '2027-03-08T00:00:00Z', to: '2027-03-10T00:00:00Z' });
    expect(starts(list)).toEqual(['2027-03-09T12:00:00.000Z']);
  });
});

describe('the availability schema', () => {
  it('refuses overlapping ranges, ends before starts, an unknown zone, a step of 45 and a date twice', () => {
    const base = { timeZone: 'Europe/Berlin', weeklyHours: {} };
    const refused = [
      {
        ...base,
        weeklyHours: {
          monday: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '13:00' },
          ],
        },
      },
      { ...base, weeklyHours: { monday: [{ start: '12:00', end: '09:00' }] } },
      { ...base, timeZone: 'Mars/Olympus' },
      { ...base, slotStepMinutes: 45 },
      {
        ...base,
        dateOverrides: [
          { date: '2027-03-28', hours: [] },
          { date: '2027-03-28', hours: [] },
        ],
      },
      { ...base, dateOverrides: [{ date: '2027-02-30', hours: [] }] },
    ];
    for (const body of refused) expect(availabilityBodySchema.safeParse(body).success).toBe(false);
    expect(availabilityBodySchema.safeParse({ ...base, slotStepMinutes: 30 }).success).toBe(true);
  });
});
