import { describe, expect, it } from 'vitest';
import { zonedToInstant } from '#web/lib/time/zone.ts';
import { endedMeeting, meetingAt } from '../testing/meeting-fixture';
import { groupMeetings, type GroupName } from './group-meetings';

const SECOND = 1 / 60;
const DAY = 24 * 60;

function groupOf(meeting: ReturnType<typeof meetingAt>, now: Date): GroupName | null {
  const groups = groupMeetings([meeting], now);
  const found = Object.entries(groups).find(([, list]) => list.includes(meeting));
  return (found?.[0] as GroupName | undefined) ?? null;
}

// Groups count minutes to the start, not calendar days, so they must come out the same for the
// same wall-clock reading in either zone (different instants).
describe.each(['UTC', 'Europe/Istanbul'])('dashboard groups in %s', (zone) => {
  const now = zonedToInstant({ year: 2026, month: 3, day: 10, hour: 23, minute: 50 }, zone);

  it.each([
    [-30, 'startingSoon'],
    [0, 'startingSoon'],
    [15, 'startingSoon'],
    [15 + SECOND, 'today'],
    [DAY, 'today'],
    [DAY + SECOND, 'upcoming'],
    [30 * DAY, 'upcoming'],
  ])('a scheduled meeting %f minutes away is in %s', (startIn, expected) => {
    expect(groupOf(meetingAt(now, startIn), now)).toBe(expected);
  });

  it.each([
    [-0.5, 'recent'],
    [1, 'recent'],
    [7 * DAY, 'recent'],
    [7 * DAY + SECOND, null],
  ])('a meeting that ended %f minutes ago is in %s', (ago, expected) => {
    expect(groupOf(endedMeeting(now, ago), now)).toBe(expected);
  });

  it('puts every live status under Active, whatever the times', () => {
    for (const status of ['active', 'in_progress', 'started'] as const) {
      expect(groupOf(meetingAt(now, 3 * DAY, { status }), now)).toBe('active');
    }
  });

  it('orders by start, and recent by end, latest first', () => {
    const later = meetingAt(now, 600);
    const sooner = meetingAt(now, 300);
    const endedLong = endedMeeting(now, 3 * DAY);
    const endedJust = endedMeeting(now, 10);
    const groups = groupMeetings([later, endedLong, sooner, endedJust], now);
    expect(groups.today).toEqual([sooner, later]);
    expect(groups.recent).toEqual([endedJust, endedLong]);
  });
});
