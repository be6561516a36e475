import type { AccountSession } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { SessionService } from '../auth/session-service';
import { browserLabel } from './browser-label';

/** The devices a user is signed in on, and signing them out (the account page's Sessions). */
export function createDeviceSessionsService(deps: { sessions: SessionService }) {
  const { sessions } = deps;

  return {
    async list(userId: string, currentSessionId: string): Promise<AccountSession[]> {
      const rows = await sessions.listLive(userId);
      return rows.map((row) => ({
        id: row.id,
        current: row.id === currentSessionId,
        ...browserLabel(row.user_agent),
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }));
    },

    /** Someone else's session id answers like an unknown one, so ids cannot be probed. */
    async revoke(userId: string, sessionId: string): Promise<void> {
      if (!(await sessions.revokeOwned(userId, sessionId)))
        throw AppError.notFound('SESSION_NOT_FOUND', 'Session not found');
    },

    async revokeOthers(userId: string, currentSessionId: string): Promise<number> {
      return sessions.revokeAllExcept(userId, currentSessionId);
    },
  };
}

export type DeviceSessionsService = ReturnType<typeof createDeviceSessionsService>;
