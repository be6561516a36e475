import { sql, type Insertable, type Kysely } from 'kysely';
import type { BookingAvailabilityTable, Database } from '#server/db/schema.ts';
import type { AvailabilityRow } from './booking-rows';

/** The booking_availability table: one row per host, written whole. */
export function createAvailabilityRepository(db: Kysely<Database>) {
  return {
    async find(hostId: string): Promise<AvailabilityRow | undefined> {
      return db.selectFrom('booking_availability').selectAll().where('host_id', '=', hostId).executeTakeFirst();
    },

    /** Writes the host's row, whether it existed or not. */
    async save(row: Insertable<BookingAvailabilityTable>): Promise<void> {
      const { host_id: _host, ...changes } = row;
      await db
        .insertInto('booking_availability')
        .values(row)
        .onConflict((oc) => oc.column('host_id').doUpdateSet(changes))
        .execute();
    },

    /** Writes the host's first row unless one exists (a second writer's row wins, both are defaults). */
    async insertIfMissing(row: Insertable<BookingAvailabilityTable>): Promise<void> {
      await db
        .insertInto('booking_availability')
        .values(row)
        .onConflict((oc) => oc.column('host_id').doNothing())
        .execute();
    },

    /**
     * PostgreSQL only, inside a transaction: holds the host's row until the transaction ends, so each
     * booking of the host waits for the one before it, on every node.
     */
    async lock(hostId: string): Promise<void> {
      await sql`select host_id from booking_availability where host_id = ${hostId} for update`.execute(db);
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
