import { sql, type Kysely } from 'kysely';
import type { Database, Dialect } from '#server/db/schema.ts';
import { createOtpFailuresRepository, type OtpFailuresRepository } from './otp-failures-repository';
import { createOtpRepository, type OtpRepository } from './otp-repository';

export interface OtpTables {
  codes: OtpRepository;
  failures: OtpFailuresRepository;
}

export interface OtpStore extends OtpTables {
  /**
   * Runs `work` in one transaction that first takes the named locks, so a limit's count and the row
   * that depends on it cannot interleave with a parallel request's (the limits would overshoot).
   * Callers name their locks in one fixed order (address before client address), so two requests
   * never wait on each other in a circle. `work` must use only the tables it is given.
   */
  exclusive<T>(locks: string[], work: (tables: OtpTables) => Promise<T>): Promise<T>;
}

function tablesOf(db: Kysely<Database>): OtpTables {
  return { codes: createOtpRepository(db), failures: createOtpFailuresRepository(db) };
}

export function createOtpStore(db: Kysely<Database>, dialect: Dialect): OtpStore {
  return {
    ...tablesOf(db),
    exclusive(locks, work) {
      return db.transaction().execute(async (trx) => {
        // PostgreSQL: transaction-scoped advisory locks live in the shared database, so they also hold
        // between nodes, and need no row to exist yet (a first code for an address). SQLite: Kysely
        // runs the one connection behind a mutex, so an open transaction already excludes every other
        // statement of the process, and a SQLite file is served by one process.
        if (dialect === 'postgres') {
          for (const lock of locks) {
            await sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${lock}`}, 0))`.execute(trx);
          }
        }
        return work(tablesOf(trx));
      });
    },
  };
}
