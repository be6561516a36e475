import { describe, expect, it } from 'vitest';
import { clockDuration, meetingDuration, remainingUntil, timeAgo } from './durations';
import { zonedToInstant } from './zone';

const MINUTE = 60_000;

// Lengths of time do not depend on the zone; each case starts from the same wall-clock reading in
// both zones (different instants) to show that.
describe.each(['UTC', 'Europe/Istanbul'])('durations in %s', (zone) => {
  const now = zonedToInstant({ year: 2026, month: 3, day: 10, hour: 9, minute: 0 }, zone);
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);

  it.each([
    [45, { kind: 'minutes', minutes: 45 }],
    [59, { kind: 'minutes', minutes: 59 }],
    [60, { kind: 'hoursMinutes', hours: 1, minutes: 0 }],
    [90, { kind: 'hoursMinutes', hours: 1, minutes: 30 }],
  ])('a %i-minute meeting lasts %o', (minutes, expected) => {
    expect(meetingDuration(now, at(minutes))).toEqual(expected);
  });

  it.each([
    [-1, { kind: 'startingNow' }],
    [0, { kind: 'startingNow' }],
    [0.5, { kind: 'minutes', minutes: 1 }],
    [59, { kind: 'minutes', minutes: 59 }],
    [60, { kind: 'hoursMinutes', hours: 1, minutes: 0 }],
    [125, { kind: 'hoursMinutes', hours: 2, minutes: 5 }],
    [1439, { kind: 'hoursMinutes', hours: 23, minutes: 59 }],
    [1440, { kind: 'days', days: 1 }],
    [3 * 1440 + 100, { kind: 'days', days: 3 }],
  ])('%f minutes before the start reads %o', (minutes, expected) => {
    expect(remainingUntil(at(minutes), now)).toEqual(expected);
  });

  it.each([
    [0.5, { kind: 'justNow' }],
    [-0.5, { kind: 'justNow' }],
    [1, { kind: 'minutesAgo', count: 1 }],
    [59, { kind: 'minutesAgo', count: 59 }],
    [60, { kind: 'hoursAgo', count: 1 }],
    [1439, { kind: 'hoursAgo', count: 23 }],
    [1440, { kind: 'daysAgo', count: 1 }],
    [8 * 1440, { kind: 'daysAgo', count: 8 }],
  ])('an event %f minutes ago reads %o', (minutes, expected) => {
    expect(timeAgo(at(-minutes), now)).toEqual(expected);
  });
});

describe('clockDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [599.9, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [36_000, '10:00:00'],
    // A clock a little behind the server's makes a fresh start look future: it has lasted no time yet.
    [-3, '0:00'],
  ])('%s seconds read %s', (seconds, expected) => {
    expect(clockDuration(seconds)).toBe(expected);
  });
});
