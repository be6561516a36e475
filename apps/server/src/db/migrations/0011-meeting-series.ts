import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Recurring meetings (decision record 038).
 *
 * - `meeting_series`: the rule (RFC 5545's RRULE parts, in the organizer's IANA zone) and the series'
 *   template: the title, description and length every occurrence had when the rule was set, so the
 *   calendar file can tell occurrences changed on their own (written as exceptions) from the rule.
 * - `meetings.series_id` and `meetings.occurrence_start`: each occurrence is a meeting of its own; the
 *   occurrence start is the instant the rule gave it, its RECURRENCE-ID, which stays when the
 *   occurrence alone is moved. `meetings.cancelled_at` marks an occurrence the organizer cancelled
 *   (ended before it began): the calendar file excludes it (EXDATE).
 * - `invitations.series_id`: an invitation to a whole series; its `meeting_id` is the series' first
 *   occurrence, so the live-address unique index (migration 0002) keeps one invitation per address
 *   and series.
 */
export const meetingSeries: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('meeting_series')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('organizer_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('frequency', 'text', (c) => c.notNull())
      .addColumn('interval', 'integer', (c) => c.notNull())
      // Comma-separated RFC 5545 weekday codes; empty unless weekly.
      .addColumn('by_weekday', 'text', (c) => c.notNull())
      .addColumn('by_month_day', 'integer')
      .addColumn('count', 'integer')
      .addColumn('until', t.instant)
      .addColumn('time_zone', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('duration_seconds', 'integer', (c) => c.notNull())
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema
      .alterTable('meetings')
      .addColumn('series_id', 'text', (c) => c.references('meeting_series.id'))
      .execute();
    await db.schema.alterTable('meetings').addColumn('occurrence_start', t.instant).execute();
    await db.schema.alterTable('meetings').addColumn('cancelled_at', t.instant).execute();
    await db.schema
      .createIndex('meetings_series_idx')
      .on('meetings')
      .columns(['series_id', 'occurrence_start'])
      .execute();
    await db.schema
      .alterTable('invitations')
      .addColumn('series_id', 'text', (c) => c.references('meeting_series.id'))
      .execute();
    await db.schema.createIndex('invitations_series_idx').on('invitations').column('series_id').execute();
  },
};
