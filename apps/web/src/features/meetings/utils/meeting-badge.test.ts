import { describe, expect, it } from 'vitest';
import { zonedToInstant } from '#web/lib/time/zone.ts';
import { endedMeeting, meetingAt } from '../testing/meeting-fixture';
import { meetingBadge } from './meeting-badge';

const SECOND = 1 / 60;

describe.each(['UTC', 'Europe/Istanbul'])('meeting badges in %s', (zone) => {
  // 09:00 on a Tuesday in the zone: two hours on is still the same day everywhere.
  const now = zonedToInstant({ year: 2026, month: 3, day: 10, hour: 9, minute: 0 }, zone);
  const badge = (startIn: number) => meetingBadge(meetingAt(now, startIn), now, zone);

  it.each([
    [-10, 'startingNow'],
    [5, 'startingNow'],
    [5 + SECOND, 'startingSoon'],
    [15, 'startingSoon'],
    [15 + SECOND, 'in30Min'],
    [30, 'in30Min'],
    [30 + SECOND, 'in1Hour'],
    [60, 'in1Hour'],
    [60 + SECOND, 'in2Hours'],
    [120, 'in2Hours'],
    [120 + SECOND, 'today'],
  ])('a scheduled meeting %f minutes away reads %s', (startIn, expected) => {
    expect(badge(startIn)).toBe(expected);
  });

  it.each([
    // From 09:00 on Tuesday: 23:59 is still 'today', Wednesday 'tomorrow', then the rest of the week.
    [15 * 60 - 1, 'today'],
    [24 * 60, 'tomorrow'],
    [2 * 24 * 60, 'thisWeek'],
    [5 * 24 * 60, 'thisWeek'],
    [6 * 24 * 60, 'upcoming'],
  ])('%i minutes away falls on the calendar day %s (weeks from Monday)', (startIn, expected) => {
    expect(badge(startIn)).toBe(expected);
  });

  it('ends the week on Saturday where weeks start on Sunday', () => {
    expect(meetingBadge(meetingAt(now, 4 * 24 * 60), now, zone, 0)).toBe('thisWeek');
    expect(meetingBadge(meetingAt(now, 5 * 24 * 60), now, zone, 0)).toBe('upcoming');
  });

  it.each([
    [0.5, 'justEnded'],
    [60, 'justEnded'],
    [60 + SECOND, 'endedToday'],
    [24 * 60, 'endedToday'],
    [24 * 60 + SECOND, 'past'],
  ])('a meeting ended %f minutes ago reads %s', (ago, expected) => {
    expect(meetingBadge(endedMeeting(now, ago), now, zone)).toBe(expected);
  });

  it('labels a live meeting live whatever its times say', () => {
    expect(meetingBadge(meetingAt(now, 300, { status: 'in_progress' }), now, zone)).toBe('live');
    expect(meetingBadge(meetingAt(now, -300, { status: 'active' }), now, zone)).toBe('live');
  });
});

describe('calendar-day badges depend on the zone', () => {
  it('calls a meeting three hours after 23:30 UTC "today" in UTC and "tomorrow" in Istanbul', () => {
    // 20:30 UTC is 23:30 in Istanbul; the start at 23:30 UTC is 02:30 the next day there.
    const now = new Date('2026-03-10T20:30:00.000Z');
    const meeting = meetingAt(now, 180);
    expect(meetingBadge(meeting, now, 'UTC')).toBe('today');
    expect(meetingBadge(meeting, now, 'Europe/Istanbul')).toBe('tomorrow');
  });
});
