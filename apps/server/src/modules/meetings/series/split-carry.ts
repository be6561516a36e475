import { DateTime } from 'luxon';
import type { MeetingRow } from '../meeting-types';
import type { SeriesRow } from './series-repository';
import { plannedStart } from './series-plan';

/**
 * What a re-planned series (an edit from an occurrence on, docs/product.md 'Recurring meetings') keeps
 * of the occurrences it re-plans. Decision record 058.
 */

const localDay = (instant: string, zone: string) => DateTime.fromISO(instant, { zone }).toISODate();

/**
 * The rows to re-use for the planned `starts`, slot by slot (undefined: a new occurrence). The edited
 * occurrence leads; an occurrence cancelled before the change keeps its day's slot, so the day stays
 * cancelled (it is re-used as it is, ended and cancelled, and its series' calendar excludes it); the
 * other re-used occurrences fill the free slots in order. Those left over come after the slots, for
 * the plan to delete.
 */
export function reuseBySlot(
  edited: MeetingRow,
  scheduled: readonly MeetingRow[],
  cancelled: readonly MeetingRow[],
  starts: readonly string[],
  zone: string,
): Array<MeetingRow | undefined> {
  const slots: Array<MeetingRow | undefined> = starts.map(() => undefined);
  slots[0] = edited;
  for (const row of cancelled) {
    const day = localDay(plannedStart(row), zone);
    const slot = starts.findIndex((start, index) => index > 0 && !slots[index] && localDay(start, zone) === day);
    if (slot > 0) slots[slot] = row;
  }
  const rest = [...scheduled];
  for (const [index, row] of slots.entries()) if (!row && rest.length > 0) slots[index] = rest.shift();
  return [...slots, ...rest];
}

/**
 * The occurrences from `from` on that the series' calendar carried as exceptions (moved or changed
 * alone): after a split they are no longer the old series', whose invitees' calendars must be told to
 * drop them (their RECURRENCE-IDs), or a calendar that merges the e-mails keeps them beside the new series.
 */
export function exceptionsFrom(series: SeriesRow, rows: readonly MeetingRow[], from: string): string[] {
  const lengthMs = Number(series.duration_seconds) * 1000;
  const changed = (row: MeetingRow) =>
    row.start_time !== plannedStart(row) ||
    Date.parse(row.end_time) - Date.parse(row.start_time) !== lengthMs ||
    row.title !== series.title ||
    (row.description ?? null) !== (series.description ?? null);
  return rows
    .filter((row) => plannedStart(row) >= from && !row.cancelled_at && changed(row))
    .map((row) => plannedStart(row));
}
