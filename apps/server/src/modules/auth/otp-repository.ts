import type { Kysely, Selectable } from 'kysely';
import type { OtpPurpose } from '@vm/contracts';
import type { Database, OtpCodesTable } from '../../db/schema';
import { randomId } from '../../lib/ids';

export type OtpRow = Selectable<OtpCodesTable>;

export function createOtpRepository(db: Kysely<Database>) {
  return {
    async insert(entry: {
      email: string;
      purpose: OtpPurpose;
      codeHash: string;
      expiresAt: string;
      now: string;
      requesterIp: string | null;
    }): Promise<string> {
      const id = randomId();
      await db
        .insertInto('otp_codes')
        .values({
          id,
          email: entry.email,
          purpose: entry.purpose,
          code_hash: entry.codeHash,
          expires_at: entry.expiresAt,
          used_at: null,
          created_at: entry.now,
          requester_ip: entry.requesterIp,
        })
        .execute();
      return id;
    },

    /** The newest code for an address and purpose: a newer code replaces every older one. */
    async latest(email: string, purpose: OtpPurpose): Promise<OtpRow | undefined> {
      return db
        .selectFrom('otp_codes')
        .selectAll()
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The newest code sent to an address for any purpose (the 60-second resend rule is per address). */
    async latestForAddress(email: string): Promise<OtpRow | undefined> {
      return db
        .selectFrom('otp_codes')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async countSince(column: 'email' | 'requester_ip', value: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('otp_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(column, '=', value)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Oldest code of an address or IP within the window, to say when the hourly cap frees up. */
    async oldestSince(column: 'email' | 'requester_ip', value: string, since: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where(column, '=', value)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },

    /** Counts a wrong try; false when the code had no tries left (another request used the last one). */
    async addFailedAttempt(id: string, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Single use: only one request can consume a code, even when two race. */
    async consume(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('otp_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteCreatedBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('otp_codes').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
