import type { Kysely } from 'kysely';
import type { DialectMigration } from './column-types';

/**
 * Recordings in progress count against the plan's storage (decision record 032, 2026-11-28).
 *
 * - `recordings.recorded_bytes`: what a recording's raw tracks take so far, measured by its room's
 *   node at every heartbeat and once more when it stops. Null until first measured; bigint, as a long
 *   meeting's tracks can pass 2 GB. Rows that exist already are finished: their `size_bytes` counts.
 */
export const recordedBytes: DialectMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('recordings').addColumn('recorded_bytes', 'bigint').execute();
  },
};
