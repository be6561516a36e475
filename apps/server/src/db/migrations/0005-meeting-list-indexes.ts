import { sql, type Kysely } from 'kysely';
import type { DialectMigration } from './column-types';

/**
 * The dashboard's queries over all of an organizer's meetings (decision record 020).
 * 0001's (organizer_id, start_time) already serves the plain list and date ranges. Added here:
 * status filters in start order (Active, and Starting Soon, Today and Upcoming as one soonest-first
 * list of scheduled meetings), and ended meetings by when they ended (Recent, newest first), whose
 * order is the expression the list sorts by. Both dialects take the same statements.
 */
export const meetingListIndexes: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('meetings_organizer_status_start_idx')
      .on('meetings')
      .columns(['organizer_id', 'status', 'start_time'])
      .execute();
    await db.schema
      .createIndex('meetings_organizer_status_end_idx')
      .on('meetings')
      .expression(sql`organizer_id, status, (coalesce(ended_at, end_time))`)
      .execute();
  },
};
