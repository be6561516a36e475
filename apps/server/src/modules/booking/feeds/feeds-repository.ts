import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BookingFeedsTable, Database } from '#server/db/schema.ts';

export type FeedRow = Selectable<BookingFeedsTable>;

/** The booking_feeds table (migration 0027): a host's external calendars and their last read. */
export function createFeedsRepository(db: Kysely<Database>) {
  return {
    async listForHost(hostId: string): Promise<FeedRow[]> {
      return db
        .selectFrom('booking_feeds')
        .selectAll()
        .where('host_id', '=', hostId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Only what slot computation needs: the busy spans of the host's feeds. */
    async busyForHost(hostId: string): Promise<string[]> {
      const rows = await db.selectFrom('booking_feeds').select('busy').where('host_id', '=', hostId).execute();
      return rows.map((row) => row.busy);
    },

    async insert(row: Insertable<BookingFeedsTable>): Promise<void> {
      await db.insertInto('booking_feeds').values(row).execute();
    },

    async remove(hostId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('booking_feeds').where('host_id', '=', hostId).where('id', 'in', ids).execute();
    },

    /** A good read: its busy spans replace the last ones. */
    async saveRead(id: string, busy: string, at: string): Promise<void> {
      await db
        .updateTable('booking_feeds')
        .set({ busy, last_read_at: at, last_error: null, tried_at: at })
        .where('id', '=', id)
        .execute();
    },

    /** A failed read: the last good busy spans stay. */
    async saveFailure(id: string, error: string, at: string): Promise<void> {
      await db.updateTable('booking_feeds').set({ last_error: error, tried_at: at }).where('id', '=', id).execute();
    },

    /** Feeds not tried since `before` (never tried first), oldest try first. */
    async due(before: string, limit: number): Promise<FeedRow[]> {
      return db
        .selectFrom('booking_feeds')
        .selectAll()
        .where((eb) => eb.or([eb('tried_at', 'is', null), eb('tried_at', '<', before)]))
        .orderBy('tried_at')
        .limit(limit)
        .execute();
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
