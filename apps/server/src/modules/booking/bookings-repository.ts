import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BookingsTable, Database } from '#server/db/schema.ts';
import type { BookingRow } from './booking-rows';

/** The bookings table. */
export function createBookingsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<BookingsTable>): Promise<void> {
      await db.insertInto('bookings').values(row).execute();
    },

    async findByTokenDigest(digest: string): Promise<BookingRow | undefined> {
      return db.selectFrom('bookings').selectAll().where('token_digest', '=', digest).executeTakeFirst();
    },

    async findByMeeting(meetingId: string): Promise<BookingRow | undefined> {
      return db.selectFrom('bookings').selectAll().where('meeting_id', '=', meetingId).executeTakeFirst();
    },

    /** The bookings that made these meetings (the host's meeting replies say who booked). */
    async findByMeetings(meetingIds: readonly string[]): Promise<BookingRow[]> {
      if (meetingIds.length === 0) return [];
      return db.selectFrom('bookings').selectAll().where('meeting_id', 'in', meetingIds).execute();
    },

    /** A host's bookings from `from` on (all when absent), soonest first. */
    async listForHost(hostId: string, from?: string): Promise<BookingRow[]> {
      let query = db.selectFrom('bookings').selectAll().where('host_id', '=', hostId);
      if (from) query = query.where('end_time', '>', from);
      return query.orderBy('start_time').orderBy('id').limit(500).execute();
    },

    /** The starts of a host's confirmed bookings between two instants (the maximum per day counts them). */
    async confirmedStarts(hostId: string, from: string, to: string): Promise<Array<{ id: string; start: string }>> {
      const rows = await db
        .selectFrom('bookings')
        .select(['id', 'start_time'])
        .where('host_id', '=', hostId)
        .where('status', '=', 'confirmed')
        .where('start_time', '>=', from)
        .where('start_time', '<', to)
        .execute();
      return rows.map((row) => ({ id: row.id, start: row.start_time }));
    },

    async update(id: string, changes: Updateable<BookingsTable>): Promise<void> {
      await db.updateTable('bookings').set(changes).where('id', '=', id).execute();
    },

    /** Cancels a confirmed booking; false when it was not confirmed any more. */
    async cancel(id: string, at: string, reason: string | null): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({ status: 'cancelled', cancelled_at: at, cancel_reason: reason })
        .where('id', '=', id)
        .where('status', '=', 'confirmed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
