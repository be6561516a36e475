import { calendarDetails, type RecurrenceRule } from '@vm/contracts';
import type { MeetingRow } from '../meetings/meeting-types';
import { renderCalendar } from './ical';
import { seriesCalendarView, type SeriesTemplate } from './series-calendar';

/** A series as the organizer's file needs it: the rule, the template with its times, every occurrence. */
export interface OrganizerSeries {
  id: string;
  rule: RecurrenceRule;
  template: SeriesTemplate & { createdAt: string; updatedAt: string };
  occurrences: MeetingRow[];
}

/**
 * The SEQUENCE of a file whose event has no counter of its own (decision record 058): the whole
 * seconds from the event's creation to its latest change. It is 0 for an event never changed and
 * grows with every change after, as RFC 5545 (3.8.7.4) asks, so a calendar that imported an earlier
 * file takes the newer one; two changes within a second share a number, and the newer DTSTAMP decides
 * (RFC 5546, 2.1.5).
 */
export function revisionOf(createdAt: string, changedAt: readonly string[]): number {
  const latest = Math.max(...changedAt.map((at) => Date.parse(at)));
  return Math.max(0, Math.floor((latest - Date.parse(createdAt)) / 1000));
}

/**
 * The organizer's own `.ics` (the meeting page's 'Download .ics'): METHOD:PUBLISH, the organizer and
 * no attendee, the same 15-minute alarm as the invitations'. A single meeting is one event (UID the
 * meeting's), cancelled once the organizer cancelled it. An occurrence's file is its whole series as
 * the invitations have it (decision record 038): one event with the rule (UID the series'), the
 * cancelled occurrences excluded and each one changed alone as an exception. Its UIDs never merge
 * with an invitation the organizer sent to their own address.
 */
export function organizerCalendarFile(input: {
  meeting: MeetingRow;
  /** Where the event leads: the room of a single meeting, the series' page for a series. */
  link: string;
  stamp: string;
  series?: OrganizerSeries;
}): string {
  const { meeting, link, stamp, series } = input;
  const common = {
    method: 'PUBLISH' as const,
    stamp,
    url: link,
    organizer: { name: meeting.organizer_name, email: meeting.organizer_email },
  };
  if (!series) {
    return renderCalendar({
      ...common,
      uid: `meeting-${meeting.id}@video-meeting`,
      sequence: revisionOf(meeting.created_at, [meeting.updated_at, meeting.cancelled_at ?? meeting.created_at]),
      cancelled: Boolean(meeting.cancelled_at),
      start: meeting.start_time,
      end: meeting.end_time,
      summary: meeting.title,
      description: calendarDetails({ description: meeting.description, link }),
    });
  }
  const details = (description: string | null) => calendarDetails({ description, link });
  const view = seriesCalendarView(series.rule, series.template, series.occurrences, details);
  const changes = [series.template.updatedAt, ...series.occurrences.map((row) => row.updated_at)];
  return renderCalendar({
    ...common,
    uid: `series-${series.id}@video-meeting`,
    sequence: revisionOf(series.template.createdAt, changes),
    start: view.start,
    end: view.end,
    summary: view.title,
    description: details(view.description),
    series: view.series,
  });
}
