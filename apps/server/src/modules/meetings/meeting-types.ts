import type { Selectable } from 'kysely';
import type { MeetingsTable } from '#server/db/schema.ts';
import type { MeetingCode, MeetingId } from './meeting-ids';

/** A meeting row with the organizer's public details, as every reader needs them; its two names typed apart. */
export type MeetingRow = Omit<Selectable<MeetingsTable>, 'id' | 'meeting_code'> & {
  id: MeetingId;
  meeting_code: MeetingCode;
  organizer_name: string;
  organizer_email: string;
  organizer_plan: string;
} & SeriesRuleColumns;

/** The series' rule beside each of its occurrences (all null for a single meeting). */
export interface SeriesRuleColumns {
  series_frequency: string | null;
  series_interval: number | null;
  series_by_weekday: string | null;
  series_by_month_day: number | null;
  series_count: number | null;
  series_until: string | null;
  series_time_zone: string | null;
  /** The series' own code (decision record 057). */
  series_code: string | null;
}
