import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * A host's external calendars on booking pages (decision record 069): the feed's address sealed
 * (AES-256-GCM under the server secret, bound to the feed's id) with only its masked form readable,
 * the busy spans of its last good read (JSON, the window slots can ask about), and when it was read
 * or tried. The refresh job picks the feeds whose last try is oldest.
 */
export const bookingFeeds: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema
      .createTable('booking_feeds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('host_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sealed_url', 'text', (c) => c.notNull())
      .addColumn('masked_url', 'text', (c) => c.notNull())
      // JSON: [[startMs, endMs], ...], sorted by start.
      .addColumn('busy', 'text', (c) => c.notNull())
      .addColumn('last_read_at', t.instant)
      .addColumn('last_error', 'text')
      .addColumn('tried_at', t.instant)
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('booking_feeds_host_idx').on('booking_feeds').column('host_id').execute();
    await db.schema.createIndex('booking_feeds_tried_idx').on('booking_feeds').column('tried_at').execute();
  },
};
