import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { MeetingRow } from './meeting-types';

/**
 * Meeting rows as every reader takes them (MeetingRow): with the organizer's public details and the
 * rule of the series a meeting belongs to. The account module's export and deletion read through it too.
 */
export function selectMeetingRows(db: Kysely<Database>) {
  return (
    db
      .selectFrom('meetings')
      .innerJoin('users', 'users.id', 'meetings.organizer_id')
      .leftJoin('meeting_series', 'meeting_series.id', 'meetings.series_id')
      .selectAll('meetings')
      .select(['users.name as organizer_name', 'users.email as organizer_email', 'users.plan as organizer_plan'])
      .select([
        'meeting_series.frequency as series_frequency',
        'meeting_series.interval as series_interval',
        'meeting_series.by_weekday as series_by_weekday',
        'meeting_series.by_month_day as series_by_month_day',
        'meeting_series.count as series_count',
        'meeting_series.until as series_until',
        'meeting_series.time_zone as series_time_zone',
        'meeting_series.series_code as series_code',
      ])
      // The same columns, with the meeting's id and code typed as what they are (meeting-ids.ts).
      .$castTo<MeetingRow>()
  );
}
