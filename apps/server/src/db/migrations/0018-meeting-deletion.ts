import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Deleting meetings (docs/product.md, 'Deleting meetings'): a deleted meeting leaves the lists and
 * sits in "Recently deleted" for 30 days (`deleted_at`); then what hangs off it (recordings,
 * invitees, attendance) is purged and `purged_at` says so. The row itself stays for the account's
 * export until the account is deleted.
 */
export const meetingDeletion: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('meetings').addColumn('deleted_at', t.instant).execute();
    await db.schema.alterTable('meetings').addColumn('purged_at', t.instant).execute();
    await db.schema
      .createIndex('meetings_deleted_idx')
      .on('meetings')
      .columns(['organizer_id', 'deleted_at'])
      .execute();
  },
};
