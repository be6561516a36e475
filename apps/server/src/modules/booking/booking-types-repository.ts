import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BookingTypesTable, Database } from '#server/db/schema.ts';
import type { BookingTypeRow } from './booking-rows';

/** The booking_types table; a deleted type stays for its bookings but is out of every lookup here. */
export function createBookingTypesRepository(db: Kysely<Database>) {
  const live = () => db.selectFrom('booking_types').selectAll().where('deleted_at', 'is', null);
  return {
    async listForHost(hostId: string): Promise<BookingTypeRow[]> {
      return live().where('host_id', '=', hostId).orderBy('created_at').orderBy('id').execute();
    },

    async find(id: string): Promise<BookingTypeRow | undefined> {
      return live().where('id', '=', id).executeTakeFirst();
    },

    /** By id whether deleted or not: a booking names its type for good. */
    async findAny(id: string): Promise<BookingTypeRow | undefined> {
      return db.selectFrom('booking_types').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findBySlug(hostId: string, slug: string): Promise<BookingTypeRow | undefined> {
      return live().where('host_id', '=', hostId).where('slug', '=', slug).executeTakeFirst();
    },

    async insert(row: Insertable<BookingTypesTable>): Promise<void> {
      await db.insertInto('booking_types').values(row).execute();
    },

    async update(id: string, changes: Updateable<BookingTypesTable>): Promise<void> {
      await db.updateTable('booking_types').set(changes).where('id', '=', id).execute();
    },

    async markDeleted(id: string, at: string): Promise<void> {
      await db.updateTable('booking_types').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
    },
  };
}

export type BookingTypesRepository = ReturnType<typeof createBookingTypesRepository>;
