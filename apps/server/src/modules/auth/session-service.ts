import type { SessionData } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import { sha256 } from '#server/lib/hashing.ts';
import { randomToken } from '#server/lib/ids.ts';
import type { SessionsRepository } from './sessions-repository';
import type { UserRow } from './auth-types';
import { toGuestUser } from './user-mapper';

/** Writing last_seen_at on every request would turn reads into writes; once per few minutes is enough. */
const TOUCH_EVERY_MS = 5 * 60_000;
/** Enough for any real browser's User-Agent; a longer header is cut rather than stored whole. */
const USER_AGENT_MAX = 512;

export function createSessionService(deps: { sessions: SessionsRepository; clock: Clock; ttlDays: number }) {
  const { sessions, clock, ttlDays } = deps;
  return {
    /**
     * An opaque 256-bit token; only its hash is stored, with the browser's User-Agent so the account
     * page can say which device the session is on.
     */
    async issue(user: UserRow, userAgent?: string): Promise<SessionData> {
      const token = randomToken(32);
      const now = clock.now();
      const expiry = new Date(now.getTime() + ttlDays * 24 * 60 * 60_000).toISOString();
      await sessions.create({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: expiry,
        now: now.toISOString(),
        userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      });
      return { token, expiry, user: toGuestUser(user) };
    },

    async authenticate(token: string) {
      const now = clock.now();
      const found = await sessions.findLive(sha256(token), now.toISOString());
      if (!found) return undefined;
      const lastSeen = found.last_seen_at ? Date.parse(found.last_seen_at) : 0;
      if (now.getTime() - lastSeen > TOUCH_EVERY_MS) await sessions.touch(found.session_id, now.toISOString());
      return { sessionId: found.session_id, user: toGuestUser(found) };
    },

    async revoke(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId, clock.now().toISOString());
    },

    /** A user's signed-in devices, most recently used first (never a token hash). */
    async listLive(userId: string) {
      return sessions.listLiveForUser(userId, clock.now().toISOString());
    },

    /** Ends one of the user's live sessions; false when the id is not a live session of theirs. */
    async revokeOwned(userId: string, sessionId: string): Promise<boolean> {
      return sessions.revokeOwned(userId, sessionId, clock.now().toISOString());
    },

    /** Ends every live session of the user but one; how many ended. */
    async revokeAllExcept(userId: string, keepSessionId: string): Promise<number> {
      return sessions.revokeAllExcept(userId, keepSessionId, clock.now().toISOString());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
