import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from '#server/db/schema.ts';
import { createRecordingsRepository, type RecordingsRepository } from './recordings-repository';

/**
 * One organizer's recording storage, one decision at a time (decision record 032): a start reads the
 * storage and writes its row while no other start of the same organizer can, on any node.
 */
export interface StorageLock {
  /** Runs `work` in one transaction holding the organizer's lock; `work` must use only the repository it is given. */
  exclusive<T>(organizerId: string, work: (recordings: RecordingsRepository) => Promise<T>): Promise<T>;
}

export function createStorageLock(db: Kysely<Database>, dialect: Dialect): StorageLock {
  return {
    exclusive(organizerId, work) {
      return db.transaction().execute(async (trx) => {
        // PostgreSQL: a transaction-scoped advisory lock in the shared database holds between nodes and
        // ends with the transaction that wrote the row, so a node that dies cannot leave it held (a Redis
        // lease could run out while a slow start still holds it). SQLite: Kysely runs the one connection
        // behind a mutex, so an open transaction already excludes every other statement of the process,
        // and a SQLite file is served by one process.
        if (dialect === 'postgres') {
          await sql`select pg_advisory_xact_lock(hashtextextended(${`recording-storage:${organizerId}`}, 0))`.execute(
            trx,
          );
        }
        return work(createRecordingsRepository(trx));
      });
    },
  };
}
