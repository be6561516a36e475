/**
 * The iCalendar (RFC 5545) part of invitation e-mails (iTIP, RFC 5546), written by ical-generator 10.x
 * (decision 015; 11.x needs Node 22). Times are always UTC (`Z`), so no VTIMEZONE is needed and every
 * client shows the right local time. Every text from users passes `calendar-text.ts` first.
 */
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { multiLine, parameterText, singleLine } from './calendar-text';

export interface CalendarEvent {
  /**
   * REQUEST and CANCEL travel in e-mails (iTIP); PUBLISH is the downloaded file, an event to add
   * rather than a request to answer (decision record 036).
   */
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** A PUBLISH of a cancelled invitation says so; CANCEL always does. */
  cancelled?: boolean;
  uid: string;
  sequence: number;
  stamp: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  /** None in a PUBLISH: RFC 5546 (3.2.1) forbids ATTENDEE there. */
  attendee?: { name: string; email: string };
}

/**
 * A REQUEST carries a display alarm this long before the start, like the e-mail reminder of that lead
 * (decision record 035). Calendar programs may apply their user's own alarms instead; that is theirs to do.
 */
export const CALENDAR_ALARM_MINUTES = 15;

export function renderCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL' || event.cancelled === true;
  const calendar = ical({
    prodId: '//Video Meeting//Invitations//EN',
    scale: 'gregorian',
    method: ICalCalendarMethod[event.method],
  });
  const attendee = event.method === 'PUBLISH' ? undefined : event.attendee;
  const url = singleLine(event.url);
  const summary = singleLine(event.summary);
  const organizerEmail = singleLine(event.organizer.email);
  calendar.createEvent({
    // The library writes UID as given, unescaped; ours is generated, but one line is cheap to ensure.
    id: singleLine(event.uid),
    sequence: event.sequence,
    stamp: new Date(event.stamp),
    start: new Date(event.start),
    end: new Date(event.end),
    summary,
    description: multiLine(event.description),
    location: url,
    url,
    // The library refuses an organizer without a name; a name of control characters only is empty now.
    organizer: { name: parameterText(event.organizer.name) || organizerEmail, email: organizerEmail },
    attendees: attendee
      ? [
          {
            name: parameterText(attendee.name) || null,
            email: singleLine(attendee.email),
            role: ICalAttendeeRole.REQ,
            status: ICalAttendeeStatus.NEEDSACTION,
            rsvp: !cancelled,
          },
        ]
      : [],
    // A cancelled event has nothing left to remind of.
    alarms: cancelled
      ? []
      : [{ type: ICalAlarmType.display, triggerBefore: CALENDAR_ALARM_MINUTES * 60, description: summary }],
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  });
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}
