import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';

/**
 * Tries on sign-in codes, one row each, so wrong tries can be counted per code and client address and
 * per e-mail address a day. A try is written before its code is compared (see otp-limits.ts) and
 * removed again when the code was right.
 */
export function createOtpFailuresRepository(db: Kysely<Database>) {
  return {
    async insert(entry: {
      codeId: string;
      email: string;
      ip: string | null;
      now: string;
      trustedDevice: boolean;
    }): Promise<string> {
      const id = randomId();
      await db
        .insertInto('otp_failures')
        .values({
          id,
          code_id: entry.codeId,
          email: entry.email,
          ip: entry.ip,
          created_at: entry.now,
          trusted_device: entry.trustedDevice,
        })
        .execute();
      return id;
    },

    /** Tries on one code from one client address (null is its own bucket). */
    async countForCodeAndIp(codeId: string, ip: string | null): Promise<number> {
      const row = await db
        .selectFrom('otp_failures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('code_id', '=', codeId)
        .where('ip', ip === null ? 'is' : '=', ip)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Tries on every code of an e-mail address since an instant made without its device cookie. */
    async countStrangersSince(email: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('otp_failures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('email', '=', email)
        .where('trusted_device', '=', false)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('otp_failures').where('id', '=', id).execute();
    },

    async deleteCreatedBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('otp_failures').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type OtpFailuresRepository = ReturnType<typeof createOtpFailuresRepository>;
