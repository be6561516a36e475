import { describe, expect, it } from 'vitest';
import { endedMeeting, meetingAt } from '../testing/meeting-fixture';
import { filterMeetings } from './filter-meetings';
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

describe('status filter and search', () => {
  it('treats every live status as live and searches title and meeting ID', () => {
    const live = meetingAt(now, -10, { status: 'started', title: 'Standup' });
    const scheduled = meetingAt(now, 60, { title: 'Planning' });
    const ended = endedMeeting(now, 30, { title: 'Retro' });
    const all = [live, scheduled, ended];
    expect(filterMeetings(all, 'live', '')).toEqual([live]);
    expect(filterMeetings(all, 'ended', '')).toEqual([ended]);
    expect(filterMeetings(all, 'all', 'plan')).toEqual([scheduled]);
    expect(filterMeetings(all, 'all', ended.meetingId.toLowerCase())).toEqual([ended]);
    expect(filterMeetings(all, 'scheduled', 'retro')).toEqual([]);
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
