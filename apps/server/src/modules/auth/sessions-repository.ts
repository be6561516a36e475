import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { randomId } from '#server/lib/ids.ts';
import { SESSION_PUBLIC_COLUMNS } from './auth-types';

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: string;
  now: string;
  userAgent: string | null;
  /** SHA-256 of the browser's device cookie. */
  deviceHash: string | null;
}

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: NewSession): Promise<string> {
      const id = randomId();
      await db
        .insertInto('sessions')
        .values({
          id,
          user_id: session.userId,
          token_hash: session.tokenHash,
          expires_at: session.expiresAt,
          revoked_at: null,
          created_at: session.now,
          last_seen_at: session.now,
          user_agent: session.userAgent,
          device_hash: session.deviceHash,
        })
        .execute();
      return id;
    },

    /** The live session for a token hash with its user, or nothing if unknown, revoked or expired. */
    async findLive(tokenHash: string, now: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.last_seen_at', 'sessions.expires_at'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** A user's signed-in devices, most recently used first. */
    async listLiveForUser(userId: string, now: string) {
      return db
        .selectFrom('sessions')
        .select(SESSION_PUBLIC_COLUMNS)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Ends one of the user's live sessions; false when the id is not a live session of theirs. */
    async revokeOwned(userId: string, sessionId: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends every live session of the user but one; how many ended. */
    async revokeAllExcept(userId: string, keepSessionId: string, now: string): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('id', '!=', keepSessionId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async touch(sessionId: string, now: string): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
    },

    async revoke(sessionId: string, now: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * Whether the browser with this device cookie signed in as the account that has this address now
     * (a session row of it, live or ended but not yet dropped). One query, the same work whether or
     * not the address has an account; a deleted account's rows are gone and its address replaced.
     */
    async deviceSignedInAs(deviceHash: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('sessions.device_hash', '=', deviceHash)
        .where('users.email', '=', email)
        .where('users.deleted_at', 'is', null)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A browser's device cookie changed value: its sessions follow it. */
    async moveDevice(fromHash: string, toHash: string): Promise<void> {
      await db.updateTable('sessions').set({ device_hash: toHash }).where('device_hash', '=', fromHash).execute();
    },

    /** Drops sessions that ended long ago; revoked and expired rows stay a while for auditing. */
    async deleteEndedBefore(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', cutoff), eb('revoked_at', '<', cutoff)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
