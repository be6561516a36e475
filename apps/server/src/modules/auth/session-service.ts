import type { SessionData } from '@vm/contracts';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/hashing';
import { randomToken } from '../../lib/ids';
import type { SessionsRepository } from './sessions-repository';
import { toGuestUser, type UserRow } from './users-repository';

/** Writing last_seen_at on every request would turn reads into writes; once per few minutes is enough. */
const TOUCH_EVERY_MS = 5 * 60_000;

export function createSessionService(deps: { sessions: SessionsRepository; clock: Clock; ttlDays: number }) {
  const { sessions, clock, ttlDays } = deps;
  return {
    /** An opaque 256-bit token; only its hash is stored. */
    async issue(user: UserRow): Promise<SessionData> {
      const token = randomToken(32);
      const now = clock.now();
      const expiry = new Date(now.getTime() + ttlDays * 24 * 60 * 60_000).toISOString();
      await sessions.create(user.id, sha256(token), expiry, now.toISOString());
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
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
