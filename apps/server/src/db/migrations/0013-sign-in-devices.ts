import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import { columnTypes, type DialectMigration } from './column-types';

/**
 * Strangers cannot stop the owner of an address from signing in (decision record 007, amended
 * 2026-11-28):
 * - `sessions.device_hash`: SHA-256 of the device cookie of the browser the session was started in,
 *   so a browser that signed in as an account is known again when it asks that account's address for
 *   a code. Null for sessions from before.
 * - `otp_codes.trusted_device`, `otp_failures.trusted_device`: whether the request came with that
 *   device cookie; the address-wide ceilings count only the others' codes and wrong tries.
 */
export const signInDevices: DialectMigration = {
  async up(db: Kysely<unknown>, dialect: Dialect) {
    const t = columnTypes(dialect);
    await db.schema.alterTable('sessions').addColumn('device_hash', 'text').execute();
    await db.schema.createIndex('sessions_device_hash_idx').on('sessions').column('device_hash').execute();
    for (const table of ['otp_codes', 'otp_failures']) {
      await db.schema
        .alterTable(table)
        .addColumn('trusted_device', t.flag, (c) => c.notNull().defaultTo(t.flagFalse))
        .execute();
    }
  },
};
