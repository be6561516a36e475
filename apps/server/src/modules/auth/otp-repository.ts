import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, OtpCodesTable } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';
import type { CodePurpose } from './otp-purposes';

export type OtpRow = Selectable<OtpCodesTable>;

/** Which codes a send limit counts: of an address, of a client address, of the pair, of one purpose. */
export interface CodeScope {
  email?: string;
  /** The requesting client address's key; null is its own bucket (a request whose address was unknown). */
  ip?: string | null;
  purpose?: CodePurpose;
}

function inScope(scope: CodeScope) {
  return (eb: ExpressionBuilder<Database, 'otp_codes'>) =>
    eb.and([
      ...(scope.email === undefined ? [] : [eb('email', '=', scope.email)]),
      ...(scope.ip === undefined ? [] : [eb('requester_ip', scope.ip === null ? 'is' : '=', scope.ip)]),
      ...(scope.purpose === undefined ? [] : [eb('purpose', '=', scope.purpose)]),
    ]);
}

/** Codes asked without the address's device cookie that can still be used. */
function liveStrangerCodes(email: string, now: string) {
  return (eb: ExpressionBuilder<Database, 'otp_codes'>) =>
    eb.and([
      eb('otp_codes.email', '=', email),
      eb('otp_codes.trusted_device', '=', false),
      eb('otp_codes.used_at', 'is', null),
      eb('otp_codes.expires_at', '>', now),
    ]);
}

export function createOtpRepository(db: Kysely<Database>) {
  return {
    async insert(entry: {
      email: string;
      purpose: CodePurpose;
      codeHash: string;
      expiresAt: string;
      now: string;
      requesterIp: string | null;
      trustedDevice: boolean;
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
          trusted_device: entry.trustedDevice,
        })
        .execute();
      return id;
    },

    async findById(id: string): Promise<OtpRow | undefined> {
      return db.selectFrom('otp_codes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * The code a sign-in from this client address is checked against: the newest live code it asked
     * for, so a code somebody else asked for never replaces it; else (the person switched networks)
     * the newest code of the address and purpose, live or not, so a used or expired one says so.
     */
    async forVerification(email: string, purpose: CodePurpose, ip: string | null, now: string) {
      const newest = db
        .selectFrom('otp_codes')
        .selectAll()
        .where('email', '=', email)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1);
      const own = await newest
        .where(inScope({ ip }))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return own ?? (await newest.executeTakeFirst());
    },

    /** The newest code in a scope, for the resend wait (per address, client address and purpose). */
    async newest(scope: CodeScope): Promise<OtpRow | undefined> {
      return db
        .selectFrom('otp_codes')
        .selectAll()
        .where(inScope(scope))
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async countSince(scope: CodeScope, since: string): Promise<number> {
      const row = await db
        .selectFrom('otp_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(inScope(scope))
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Oldest code of a scope within the window, to say when an hourly cap frees up. */
    async oldestSince(scope: CodeScope, since: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where(inScope(scope))
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },

    async addAttempt(id: string): Promise<void> {
      await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    /** When the newest code asked for an address without its device cookie was made: strangers' waits run from it. */
    async newestStrangerCodeAt(email: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('otp_codes')
        .select('created_at')
        .where('email', '=', email)
        .where('trusted_device', '=', false)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },

    /**
     * The wrong tries strangers can still make on their own live codes of an address: `perCode` for
     * each, less the tries its requester already made (those count as failures already).
     */
    async openStrangerTries(email: string, now: string, perCode: number): Promise<number> {
      const codes = await db
        .selectFrom('otp_codes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(liveStrangerCodes(email, now))
        .executeTakeFirstOrThrow();
      const made = await db
        .selectFrom('otp_failures')
        .innerJoin('otp_codes', 'otp_codes.id', 'otp_failures.code_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(liveStrangerCodes(email, now))
        .where((eb) =>
          eb.or([
            eb('otp_failures.ip', '=', eb.ref('otp_codes.requester_ip')),
            eb.and([eb('otp_failures.ip', 'is', null), eb('otp_codes.requester_ip', 'is', null)]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Math.max(0, perCode * Number(codes.count) - Number(made.count));
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
