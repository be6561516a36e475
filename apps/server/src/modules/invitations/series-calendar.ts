import type { RecurrenceRule } from '@vm/contracts';
import type { MeetingRow } from '../meetings/meeting-types';
import { calendarZone } from './calendar-zone';
import type { CalendarSeries } from './ical';

/** What a series is planned from: the template every occurrence had when the rule was set. */
export interface SeriesTemplate {
  title: string;
  description: string | null;
  durationSeconds: number;
}

/** A series as its calendar file shows it: the first occurrence by the rule, and the series part. */
export interface SeriesCalendarView {
  start: string;
  end: string;
  title: string;
  description: string | null;
  series: CalendarSeries;
}

const ruleStart = (row: MeetingRow) => row.occurrence_start ?? row.start_time;

/**
 * The series' calendar (decision record 038): the rule from the first start it gave, the cancelled
 * occurrences excluded, and each occurrence changed on its own (moved, retitled) as an exception with
 * its RECURRENCE-ID. `details` writes an occurrence's description as the invitation's events have it.
 */
export function seriesCalendarView(
  rule: RecurrenceRule,
  template: SeriesTemplate,
  occurrences: MeetingRow[],
  details: (description: string | null) => string,
): SeriesCalendarView {
  const starts = occurrences.map(ruleStart);
  const first = starts.reduce((earliest, start) => (start < earliest ? start : earliest));
  const durationMs = template.durationSeconds * 1000;
  const zone = calendarZone(rule.timeZone, [...starts, ...occurrences.map((row) => row.start_time)]);
  const changed = (row: MeetingRow) =>
    row.start_time !== ruleStart(row) ||
    Date.parse(row.end_time) - Date.parse(row.start_time) !== durationMs ||
    row.title !== template.title ||
    (row.description ?? null) !== (template.description ?? null);
  return {
    start: first,
    end: new Date(Date.parse(first) + durationMs).toISOString(),
    title: template.title,
    description: template.description,
    series: {
      rule,
      zone,
      excluded: occurrences.filter((row) => row.cancelled_at).map(ruleStart),
      overrides: occurrences
        .filter((row) => !row.cancelled_at && changed(row))
        .map((row) => ({
          recurrenceId: ruleStart(row),
          start: row.start_time,
          end: row.end_time,
          summary: row.title,
          description: details(row.description),
        })),
    },
  };
}

/** The TZID an occurrence's own update or cancellation names: the same as its series' file. */
export function occurrenceZone(rule: RecurrenceRule, occurrences: MeetingRow[]): string {
  return calendarZone(rule.timeZone, [...occurrences.map(ruleStart), ...occurrences.map((row) => row.start_time)]);
}
