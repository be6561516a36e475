import type { Kysely } from 'kysely';
import type { Database, Dialect } from '#server/db/schema.ts';
import { createAvailabilityRepository } from './availability-repository';
import { createBookingsRepository, type BookingsRepository } from './bookings-repository';

/**
 * One booking decision per host at a time (decision record 066): a booking, a move or a check of free
 * time followed by the write holds the host's lock from the recheck to the insert.
 */
export interface BookingLock {
  /** Runs `work` holding the host's lock; `work` writes bookings only through the repository it is given. */
  exclusive<T>(hostId: string, work: (bookings: BookingsRepository) => Promise<T>): Promise<T>;
}

/**
 * In this process, a queue per host: a request waits for the one before it without holding a database
 * connection (twenty waiting bookings would otherwise take the whole pool while the one holding the
 * lock needs a connection to create its meeting). Across nodes, on PostgreSQL, a transaction holds the
 * host's availability row FOR UPDATE, and the booking row is written in it, so a second node rechecks
 * only after the first one's booking is committed. SQLite is served by one process, so the queue is
 * the whole lock there; on both, the unique index on (host, start) of confirmed bookings backs it.
 */
export function createBookingLock(db: Kysely<Database>, dialect: Dialect): BookingLock {
  const queues = new Map<string, Promise<unknown>>();

  function inQueue<T>(hostId: string, work: () => Promise<T>): Promise<T> {
    const before = queues.get(hostId) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(hostId, settled);
    // The last one out removes the queue, so the map holds only hosts with bookings in flight.
    void settled.then(() => {
      if (queues.get(hostId) === settled) queues.delete(hostId);
    });
    return run;
  }

  return {
    exclusive(hostId, work) {
      return inQueue(hostId, () => {
        if (dialect !== 'postgres') return work(createBookingsRepository(db));
        return db.transaction().execute(async (trx) => {
          await createAvailabilityRepository(trx).lock(hostId);
          return work(createBookingsRepository(trx));
        });
      });
    },
  };
}
