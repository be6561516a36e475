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
/** Revoked and expired sessions stay this long for auditing (and as the memory of a device cookie). */
export const ENDED_SESSIONS_KEPT_DAYS = 30;

export function createSessionService(deps: { sessions: SessionsRepository; clock: Clock; ttlDays: number }) {
  const { sessions, clock, ttlDays } = deps;
  return {
    /**
     * An opaque 256-bit token; only its hash is stored, with the browser's User-Agent so the account
     * page can say which device the session is on, and the hash of its device cookie (newDevice).
     */
    async issue(user: UserRow, userAgent?: string, deviceToken?: string): Promise<SessionData> {
      const token = randomToken(32);
      const now = clock.now();
      const expiry = new Date(now.getTime() + ttlDays * 24 * 60 * 60_000).toISOString();
      await sessions.create({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: expiry,
        now: now.toISOString(),
        userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
        deviceHash: deviceToken === undefined ? null : sha256(deviceToken),
      });
      return { token, expiry, user: toGuestUser(user) };
    },

    /**
     * A fresh random device cookie for a sign-in (decision record 007). The browser's earlier value,
     * if it sent one, hands its sessions over, so the accounts it signed in as before still know it,
     * and a value planted by somebody else never becomes one the owner's account trusts.
     */
    async newDevice(previousToken?: string): Promise<string> {
      const token = randomToken(32);
      if (previousToken !== undefined) await sessions.moveDevice(sha256(previousToken), sha256(token));
      return token;
    },

    /** Whether this device cookie's browser signed in as the account that has this address. */
    async trustsDevice(deviceToken: string, email: string): Promise<boolean> {
      return sessions.deviceSignedInAs(sha256(deviceToken), email);
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
