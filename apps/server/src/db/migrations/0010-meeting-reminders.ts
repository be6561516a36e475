import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * E-mail reminders before a meeting (decision record 035).
 *
 * - `meetings.reminders_enabled`: the organizer's switch, on unless turned off.
 * - `meetings.scheduled_at`: when the current start time was set (created or moved). A reminder is
 *   sent only if its moment came after that, so a meeting created or moved to two hours from now
 *   gets no '24 hours before' one. Existing rows take `updated_at`, which is never earlier than the
 *   moment their start was set: at worst a reminder is skipped, never sent wrongly.
 * - `meeting_reminders`: one row per reminder queued, unique per meeting, recipient, lead time and
 *   the start time it was sent for. The uniqueness is what keeps a reminder from going out twice,
 *   whatever the number of nodes or restarts; a moved meeting has a new start time, so its reminders
 *   are armed again.
 */
export const meetingReminders: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .alterTable('meetings')
      .addColumn('reminders_enabled', t.flag, (c) => c.notNull().defaultTo(t.flagTrue))
      .execute();
    await db.schema.alterTable('meetings').addColumn('scheduled_at', t.instant).execute();
    await sql`update meetings set scheduled_at = updated_at`.execute(db);
    // The reminder pass reads meetings not yet ended that start within the next day.
    await db.schema.createIndex('meetings_status_start_idx').on('meetings').columns(['status', 'start_time']).execute();

    await db.schema
      .createTable('meeting_reminders')
      // The id is derived from the unique columns below and is also the outbox id of the reminder's e-mail.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('meeting_id', 'text', (c) => c.notNull().references('meetings.id'))
      // `organizer:{user id}` or `invitation:{invitation id}`: no address is kept here.
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('lead_minutes', 'integer', (c) => c.notNull())
      .addColumn('start_time', t.instant, (c) => c.notNull())
      .addColumn('queued_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('meeting_reminders_once_idx')
      .on('meeting_reminders')
      .columns(['meeting_id', 'recipient', 'lead_minutes', 'start_time'])
      .unique()
      .execute();
  },
};
