import { describe, expect, it } from 'vitest';
import { endedMeeting, meetingAt } from '../testing/meeting-fixture';
import { sortFor, statusesFor } from './filter-meetings';
import { monthChange } from './month-change';
import { upcomingCardMeetings } from './upcoming';

const now = new Date('2026-03-10T09:00:00.000Z');

describe('upcoming card', () => {
  it('lists scheduled meetings soonest first, then at most three ended, five in all', () => {
    const scheduled = [meetingAt(now, 300), meetingAt(now, 30)];
    const ended = [1, 2, 3, 4].map((hours) => endedMeeting(now, hours * 60));
    const live = meetingAt(now, -5, { status: 'active' });
    expect(upcomingCardMeetings([...ended, live, ...scheduled])).toEqual([
      scheduled[1],
      scheduled[0],
      ended[0],
      ended[1],
      ended[2],
    ]);
    const many = Array.from({ length: 7 }, (_, index) => meetingAt(now, 10 + index));
    expect(upcomingCardMeetings([...many, ...ended])).toEqual(many.slice(0, 5));
  });
});

describe('status chips on the server', () => {
  it('asks for every live status as active, and orders ended ones by their end', () => {
    expect(statusesFor('all')).toBeUndefined();
    expect(statusesFor('live')).toEqual(['active']);
    expect(statusesFor('scheduled')).toEqual(['scheduled']);
    expect(sortFor('ended')).toBe('-end');
    expect(sortFor('scheduled')).toBe('start');
    expect(sortFor('live')).toBe('start');
    expect(sortFor('all')).toBe('-start');
  });
});

describe('month change', () => {
  it('is the real percentage against last month', () => {
    expect(monthChange(15, 12)).toEqual({ kind: 'percent', percent: 25 });
    expect(monthChange(3, 4)).toEqual({ kind: 'percent', percent: -25 });
    expect(monthChange(4, 0)).toEqual({ kind: 'new', count: 4 });
    expect(monthChange(0, 0)).toEqual({ kind: 'none' });
  });
});
