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
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  stamp: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * A REQUEST carries a display alarm this long before the start, like the e-mail reminder of that lead
 * (decision record 035). Calendar programs may apply their user's own alarms instead; that is theirs to do.
 */
export const CALENDAR_ALARM_MINUTES = 15;

export function renderCalendar(event: CalendarEvent): string {
  const cancelled = event.method === 'CANCEL';
  const calendar = ical({
    prodId: '//Video Meeting//Invitations//EN',
    scale: 'gregorian',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
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
    attendees: [
      {
        name: parameterText(event.attendee.name) || null,
        email: singleLine(event.attendee.email),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      },
    ],
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
