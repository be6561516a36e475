import { LIVE_STATUSES, type PublicInvitation } from '@vm/contracts';

const MINUTE_MS = 60_000;
/** More than 30 minutes ahead the invitee answers; from then on they join (docs/product.md, 'Invitation page'). */
export const JOIN_WINDOW_MINUTES = 30;

/**
 * What the invitation page offers, in order of precedence: an invitation that is over (cancelled,
 * expired, its meeting ended or unknown) says so whoever reads it; otherwise a visitor is asked
 * to sign in, someone signed in with another address than the invited one is told so (nothing of
 * the invitee's answer is theirs to see or change), and the invitee answers (more than 30 minutes
 * ahead) or joins (docs/product.md, 'Invitation page';
 * N = minutes to the start: N > 30 respond; 0 < N <= 30 starting soon;
 * N <= 0 ongoing). A meeting the organizer has started counts as ongoing whatever the clock says.
 */
export type InvitationStage =
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'meetingUnavailable' }
  | { kind: 'ended' }
  | { kind: 'signedOut' }
  | { kind: 'otherAddress' }
  | { kind: 'respond' }
  | { kind: 'accepted' }
  | { kind: 'startingSoon'; minutes: number }
  | { kind: 'ongoing' };

export function minutesToStart(startTime: string, now: Date): number {
  return (Date.parse(startTime) - now.getTime()) / MINUTE_MS;
}

/** `readerEmail`: the signed-in reader's address, null for a visitor. */
export function invitationStage(invitation: PublicInvitation, now: Date, readerEmail: string | null): InvitationStage {
  if (invitation.status === 'cancelled') return { kind: 'cancelled' };
  if (invitation.status === 'expired') return { kind: 'expired' };
  const { meeting } = invitation;
  if (!meeting) return { kind: 'meetingUnavailable' };
  if (meeting.status === 'ended' || Date.parse(meeting.endTime) <= now.getTime()) return { kind: 'ended' };
  if (readerEmail === null) return { kind: 'signedOut' };
  if (!sameAddress(readerEmail, invitation.inviteeEmail)) return { kind: 'otherAddress' };
  const minutes = minutesToStart(meeting.startTime, now);
  if (LIVE_STATUSES.includes(meeting.status) || minutes <= 0) return { kind: 'ongoing' };
  if (minutes <= JOIN_WINDOW_MINUTES) return { kind: 'startingSoon', minutes: Math.ceil(minutes) };
  return invitation.status === 'accepted' ? { kind: 'accepted' } : { kind: 'respond' };
}

/** E-mail addresses compare without regard to case, as the server compares them. */
function sameAddress(one: string, other: string): boolean {
  return one.trim().toLowerCase() === other.trim().toLowerCase();
}
