import type { AttendanceEntry, GuestUser, MeetingAttendance } from '@vm/contracts';
import { toCsv } from '#server/lib/csv.ts';
import { asMeetingId, type MeetingId } from '../meeting-ids';
import { LIVE_STATUSES, ownedMeeting, type MeetingsContext } from '../use-cases/meetings-context';
import { attendeeOf, type RoomIdentity } from './attendee';

/** A join or a leave as the room reports it; `at` defaults to now (a leave after a lost connection is earlier). */
export interface Presence {
  kind: 'joined' | 'left';
  identity: RoomIdentity;
  at?: Date;
}

/**
 * Someone entered or left the meeting's room (docs/product.md, 'Attendance'): the activity log the
 * status job's empty-room check reads, and the person's attendance row. Their first entry is
 * announced, so an invitation they came by shows 'Attended'.
 */
export async function recordPresence(ctx: MeetingsContext, meetingId: string, presence: Presence): Promise<void> {
  const id = asMeetingId(meetingId);
  const at = (presence.at ?? ctx.clock.now()).toISOString();
  const attendee = attendeeOf(presence.identity);
  await ctx.activity.record(id, presence.kind, attendee.userId ?? attendee.email ?? attendee.key, at);
  if (presence.kind === 'left') return ctx.attendance.left(id, attendee.key, at);
  const first = await ctx.attendance.joined(id, attendee, at);
  if (first && attendee.invitationId) {
    await ctx.bus.publish('meeting.attended', { meetingId: id, invitationId: attendee.invitationId, at });
  }
}

/**
 * Who came, for the organizer. A visit still open counts up to now while the meeting runs, and up
 * to its end once it ended (a room that stopped without writing the leave: a node that died).
 */
export async function attendanceOf(ctx: MeetingsContext, user: GuestUser, id: MeetingId): Promise<MeetingAttendance> {
  const meeting = await ownedMeeting(ctx, user, id);
  const live = LIVE_STATUSES.includes(meeting.status);
  const until = live || !meeting.ended_at ? ctx.clock.now().getTime() : Date.parse(meeting.ended_at);
  const entries = (await ctx.attendance.list(id)).map((row): AttendanceEntry => {
    const openSince = row.present_since ? Date.parse(row.present_since) : undefined;
    const open = openSince === undefined ? 0 : Math.max(0, until - openSince);
    const inRoomNow = openSince !== undefined && live;
    const lastLeft = openSince === undefined ? row.last_left_at && Date.parse(row.last_left_at) : until;
    return {
      name: row.name,
      email: row.email,
      joinedVia: row.joined_via as AttendanceEntry['joinedVia'],
      firstJoinedAt: new Date(row.first_joined_at).toISOString(),
      lastLeftAt: inRoomNow || !lastLeft ? null : new Date(lastLeft).toISOString(),
      secondsInRoom: row.seconds_in_room + Math.round(open / 1000),
      inRoomNow,
      invitationId: row.invitation_id,
    };
  });
  return { meetingId: meeting.meeting_code, entries };
}

/** The attendance as the CSV file the meeting page offers (one row per person, minutes rounded up). */
export function attendanceCsv(report: MeetingAttendance): string {
  return toCsv(
    ['Name', 'Email', 'Joined via', 'First joined (UTC)', 'Last left (UTC)', 'Minutes in room'],
    report.entries.map((entry) => [
      entry.name,
      entry.email,
      entry.joinedVia,
      entry.firstJoinedAt,
      entry.lastLeftAt ?? (entry.inRoomNow ? 'still in the room' : ''),
      Math.ceil(entry.secondsInRoom / 60),
    ]),
  );
}
