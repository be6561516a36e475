import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Large meetings: a stage and an audience (decision record 044).
 *
 * - `meetings.large_meeting`: the organizer's setting. Existing meetings stay as they were made,
 *   normal rooms where everyone may publish; only new meetings above 50 people get it by default
 *   (the service decides, so the column's default is off).
 */
export const largeMeetings: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .alterTable('meetings')
      .addColumn('large_meeting', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
      .execute();
  },
};
