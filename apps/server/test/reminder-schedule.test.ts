import { describe, expect, it } from 'vitest';
import type { MeetingRow } from '../src/modules/meetings/meeting-types';
import type { InvitationRow } from '../src/modules/invitations/invitation-types';
import { dueReminder, reminderRecipients } from '../src/modules/invitations/reminders/reminder-schedule';

// Which reminder is due when, and to whom (decision record 035). The API tests walk a meeting through
// them over SMTP; these pin the edges.

const MINUTE = 60_000;
const START = Date.parse('2030-05-06T09:00:00.000Z');
const at = (minutesBeforeStart: number) => START - minutesBeforeStart * MINUTE;
const timing = (scheduledMinutesBefore: number) => ({
  startTime: new Date(START).toISOString(),
  scheduledAt: new Date(at(scheduledMinutesBefore)).toISOString(),
});

describe('the reminder due at a moment', () => {
  it('is the 24-hour one from a day before until the 15-minute one is due, then that one until the start', () => {
    const week = timing(7 * 24 * 60);
    expect(dueReminder(week, at(24 * 60 + 1))).toBeUndefined();
    expect(dueReminder(week, at(24 * 60))).toEqual({ leadMinutes: 1440, dueAtMs: at(24 * 60) });
    // A pass that comes late sends the 24-hour reminder until the next one is due, never after.
    expect(dueReminder(week, at(16))?.leadMinutes).toBe(1440);
    expect(dueReminder(week, at(15))).toEqual({ leadMinutes: 15, dueAtMs: at(15) });
    expect(dueReminder(week, at(0) - 1)?.leadMinutes).toBe(15);
    expect(dueReminder(week, at(0))).toBeUndefined();
  });

  it('is none when the start was set after it became due', () => {
    expect(dueReminder(timing(24 * 60), at(60))).toBeUndefined();
    expect(dueReminder(timing(23 * 60), at(60))).toBeUndefined();
    expect(dueReminder(timing(23 * 60), at(15))?.leadMinutes).toBe(15);
    expect(dueReminder(timing(10), at(5))).toBeUndefined();
  });
});

describe('who a reminder goes to', () => {
  const meeting = {
    id: 'meeting-1',
    organizer_id: 'user-1',
    organizer_email: 'olga@example.test',
  } as MeetingRow;
  const invitation = (id: string, email: string, status: string, invitedMinutesBefore: number) =>
    ({
      id,
      invitee_email: email,
      status,
      invited_at: new Date(at(invitedMinutesBefore)).toISOString(),
    }) as InvitationRow;

  it('is the organizer and the accepted and pending invitees invited before it was due', () => {
    const recipients = reminderRecipients(
      meeting,
      [
        invitation('a', 'ada@example.test', 'accepted', 3000),
        invitation('p', 'pia@example.test', 'pending', 3000),
        invitation('d', 'dan@example.test', 'declined', 3000),
        invitation('c', 'cay@example.test', 'cancelled', 3000),
        invitation('e', 'eve@example.test', 'expired', 3000),
        invitation('l', 'lou@example.test', 'pending', 10),
        // The organizer invited themselves: their own reminder covers it.
        invitation('o', 'OLGA@example.test', 'accepted', 3000),
        // A deleted account's address (decision record 019) reaches nobody.
        invitation('x', 'deleted-ab12@deleted.invalid', 'accepted', 3000),
      ],
      at(15),
    );
    expect(recipients.map(({ key, email }) => [key, email])).toEqual([
      ['organizer:user-1', 'olga@example.test'],
      ['invitation:a', 'ada@example.test'],
      ['invitation:p', 'pia@example.test'],
    ]);
  });
});
