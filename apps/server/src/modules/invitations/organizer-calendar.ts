import { calendarDetails } from '@vm/contracts';
import type { MeetingRow } from '../meetings/meeting-types';
import { renderCalendar } from './ical';

/**
 * The organizer's own `.ics` of a meeting (the meeting page's 'Download .ics'): METHOD:PUBLISH, the
 * organizer and no attendee, the room as its place and link, the same 15-minute alarm as the
 * invitations'. Its UID is the meeting's, not an invitation's, so it never merges with an invitation
 * the organizer sent to their own address. Meetings keep no SEQUENCE: a later download of a moved
 * meeting has SEQUENCE 0 and a newer DTSTAMP, which RFC 5546 (2.1.5) ranks as the newer version.
 */
export function organizerCalendarFile(meeting: MeetingRow, roomLink: string, stamp: string): string {
  return renderCalendar({
    method: 'PUBLISH',
    uid: `meeting-${meeting.id}@video-meeting`,
    sequence: 0,
    stamp,
    start: meeting.start_time,
    end: meeting.end_time,
    summary: meeting.title,
    description: calendarDetails({ description: meeting.description, link: roomLink }),
    url: roomLink,
    organizer: { name: meeting.organizer_name, email: meeting.organizer_email },
  });
}
