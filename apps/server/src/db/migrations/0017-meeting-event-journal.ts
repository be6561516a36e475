import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * The meetings' event journal (decision record 054): an event whose reaction must survive a crash is
 * written in the same transaction as the change it announces, and deleted once every subscriber has
 * handled it; the status job hands over again what a crash left. Meetings are named by id only, so
 * nothing personal stays after delivery.
 */
export const meetingEventJournal: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('meeting_event_journal')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      // JSON: the event with its meeting replaced by the meeting's id.
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('meeting_event_journal_created_idx')
      .on('meeting_event_journal')
      .column('created_at')
      .execute();
  },
};
