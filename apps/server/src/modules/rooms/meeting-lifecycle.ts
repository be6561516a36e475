import type { Presence } from '../meetings/attendance/attendance-use-cases';
import type { MeetingRow } from '../meetings/meeting-types';

/** What the room needs from the meetings area: read the meeting, start and end it, write attendance. */
export interface MeetingLifecycle {
  load(meetingId: string): Promise<MeetingRow | undefined>;
  /** The organizer joined: scheduled -> active with startedAt and a 'started' event. */
  start(meetingId: string, actor: string): Promise<void>;
  /** The meetings service's end flow: status ended, invitations expire, an 'ended' event. */
  end(meetingId: string, actor: string): Promise<void>;
  /** Someone entered or left: attendance (docs/product.md, 'Attendance'). */
  record(meetingId: string, presence: Presence): Promise<void>;
}
