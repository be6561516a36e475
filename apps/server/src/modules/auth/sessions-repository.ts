import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomId } from '../../lib/ids';

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async create(userId: string, tokenHash: string, expiresAt: string, now: string): Promise<string> {
      const id = randomId();
      await db
        .insertInto('sessions')
        .values({
          id,
          user_id: userId,
          token_hash: tokenHash,
          expires_at: expiresAt,
          revoked_at: null,
          created_at: now,
          last_seen_at: now,
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
        .executeTakeFirst();
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
