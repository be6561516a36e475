/**
 * The iCalendar (RFC 5545) part of invitation e-mails (iTIP, RFC 5546), written by ical-generator 10.x
 * (decision 015; 11.x needs Node 22). A single meeting's times are UTC (`Z`), so it needs no VTIMEZONE.
 * A series' times are in its zone, with the zone's VTIMEZONE, so its rule keeps the local time across
 * daylight-saving changes (decision record 038). Every text from users passes `calendar-text.ts` first.
 */
import type { RecurrenceRule } from '@vm/contracts';
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
  ICalEventTransparency,
  ICalWeekday,
  type ICalEventData,
} from 'ical-generator';
import { DateTime } from 'luxon';
import { multiLine, parameterText, singleLine } from './calendar-text';
import { vtimezone } from './calendar-zone';

/** An occurrence of a series that differs from what the rule and the series' template give. */
export interface CalendarOverride {
  /** The start the rule gave it: its RECURRENCE-ID. */
  recurrenceId: string;
  start: string;
  end: string;
  summary: string;
  description: string;
}

/** What makes an event a series: its rule, in a zone the VTIMEZONE source carries (calendar-zone.ts). */
export interface CalendarSeries {
  rule: RecurrenceRule;
  zone: string;
  /** Starts the rule gives that were cancelled (EXDATE). */
  excluded: string[];
  overrides: CalendarOverride[];
}

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
  /** The event repeats: `start` and `end` are then the series' first occurrence. */
  series?: CalendarSeries;
  /** The event is one occurrence of a series, changed or cancelled alone: its RECURRENCE-ID, in `zone`. */
  occurrence?: { recurrenceId: string; zone: string };
  /**
   * A CANCEL of occurrences the series no longer has (after a split, the exceptions past its new end):
   * one event per RECURRENCE-ID, in `zone`, in place of the event itself. `start` and `end` give the length.
   */
  withdrawn?: { recurrenceIds: string[]; zone: string };
}

const FREQUENCIES = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
} as const;

/**
 * The RRULE and EXDATEs. UNTIL is written in UTC, as RFC 5545 requires beside a zoned DTSTART; that is
 * also why the VTIMEZONE is added by hand below rather than by the library's calendar-wide time zone,
 * which writes UNTIL and DTSTAMP as floating times.
 */
function repeating(series: CalendarSeries): ICalEventData['repeating'] {
  const { rule, zone } = series;
  return {
    freq: FREQUENCIES[rule.frequency],
    interval: rule.interval,
    ...(rule.count !== null ? { count: rule.count } : {}),
    ...(rule.until !== null ? { until: new Date(rule.until) } : {}),
    ...(rule.byWeekday.length > 0 ? { byDay: rule.byWeekday.map((day) => ICalWeekday[day]) } : {}),
    ...(rule.byMonthDay !== null ? { byMonthDay: [rule.byMonthDay] } : {}),
    startOfWeek: ICalWeekday.MO,
    ...(series.excluded.length > 0 ? { exclude: series.excluded.map((start) => inZone(start, zone)) } : {}),
  };
}

/** An instant as the zone's wall-clock time, which the library writes with `TZID=zone`. */
const inZone = (instant: string, zone: string) => DateTime.fromISO(instant, { zone });

/** The calendar with its one VTIMEZONE before the first event, each line ending in CRLF as RFC 5545 wants. */
function withTimeZone(text: string, zone: string | undefined): string {
  if (!zone) return text;
  const at = text.indexOf('BEGIN:VEVENT');
  return `${text.slice(0, at)}${vtimezone(zone)}\r\n${text.slice(at)}`;
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
  const organizerEmail = singleLine(event.organizer.email);
  const zone = event.series?.zone ?? event.occurrence?.zone ?? event.withdrawn?.zone;
  const time = (instant: string) => (zone ? inZone(instant, zone) : new Date(instant));
  /** What the series' event and each of its changed occurrences carry alike. */
  const shared = {
    // The library writes UID as given, unescaped; ours is generated, but one line is cheap to ensure.
    id: singleLine(event.uid),
    sequence: event.sequence,
    stamp: new Date(event.stamp),
    ...(zone ? { timezone: zone } : {}),
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
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  } satisfies Partial<ICalEventData>;
  const summary = singleLine(event.summary);
  // A cancelled event has nothing left to remind of; every other event, a changed occurrence too.
  const alarmFor = (text: string) =>
    cancelled ? [] : [{ type: ICalAlarmType.display, triggerBefore: CALENDAR_ALARM_MINUTES * 60, description: text }];
  if (event.withdrawn) {
    const lengthMs = Date.parse(event.end) - Date.parse(event.start);
    for (const recurrenceId of event.withdrawn.recurrenceIds) {
      calendar.createEvent({
        ...shared,
        recurrenceId: time(recurrenceId),
        start: time(recurrenceId),
        end: time(new Date(Date.parse(recurrenceId) + lengthMs).toISOString()),
        summary,
        description: multiLine(event.description),
      });
    }
    return `${withTimeZone(calendar.toString(), zone)}\r\n`;
  }
  calendar.createEvent({
    ...shared,
    start: time(event.start),
    end: time(event.end),
    ...(event.series ? { repeating: repeating(event.series) } : {}),
    ...(event.occurrence ? { recurrenceId: time(event.occurrence.recurrenceId) } : {}),
    summary,
    description: multiLine(event.description),
    alarms: alarmFor(summary),
  });
  // Occurrences changed on their own follow the series as events of the same UID with their RECURRENCE-ID.
  // An exception replaces its occurrence whole (RFC 5545, 3.8.4.4), alarms included: it carries its own.
  for (const override of event.series?.overrides ?? []) {
    const overrideSummary = singleLine(override.summary);
    calendar.createEvent({
      ...shared,
      recurrenceId: time(override.recurrenceId),
      start: time(override.start),
      end: time(override.end),
      summary: overrideSummary,
      description: multiLine(override.description),
      alarms: alarmFor(overrideSummary),
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; the library leaves the last one bare.
  return `${withTimeZone(calendar.toString(), zone)}\r\n`;
}
