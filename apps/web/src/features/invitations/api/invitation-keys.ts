import type { Envelope } from '@vm/contracts';
import { toErrorEnvelope } from '#web/lib/api-client.ts';

/** Query keys of the invitations feature; a change to one meeting's invitations touches `meeting(id)`. */
export const invitationKeys = {
  all: ['invitations'] as const,
  meeting: (meetingId: string) => ['invitations', 'meeting', meetingId] as const,
  list: (meetingId: string) => ['invitations', 'meeting', meetingId, 'list'] as const,
  stats: (meetingId: string) => ['invitations', 'meeting', meetingId, 'stats'] as const,
  mine: () => ['invitations', 'mine'] as const,
  detail: (id: string) => ['invitations', 'detail', id] as const,
};

/** The organizer's lists follow invitees' answers: refreshed this often while the page is open. */
export const LIVE_REFRESH_MS = 15_000;

/**
 * The envelope's data; a success reply without data is a failure for the user
 * (docs/product.md, 'Messages and toasts').
 */
export function dataOf<T>(reply: Envelope<T>): T {
  if (reply.data === null || reply.data === undefined) throw toErrorEnvelope(reply.message);
  return reply.data;
}

export const invitationPath = (id: string) => `/invitations/${encodeURIComponent(id)}`;
export const meetingInvitationsPath = (meetingId: string) => `/invitations/meeting/${encodeURIComponent(meetingId)}`;
