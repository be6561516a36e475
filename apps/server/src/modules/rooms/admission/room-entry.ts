import type { ServerMessage } from '@vm/contracts';
import { INVITEE_EARLY_JOIN_MS } from '../../meetings/meetings-service';
import type { RoomState } from '../room-state';
import type { Identity } from '../room-types';

type Refused = Extract<ServerMessage, { type: 'refused' }>;

export type EntryDecision =
  | { kind: 'refused'; reason: Refused['reason']; message: string }
  | { kind: 'denied'; message: string }
  | { kind: 'lobby' }
  | { kind: 'enter' };

export interface EntryFacts {
  status: string;
  /** The organizer cancelled it before it began. */
  cancelled: boolean;
  startTime: string;
  /** When the plan's time runs out, or null. */
  closesAt: string | null;
  limit: number;
}

export const MESSAGES = {
  ended: 'This meeting has ended.',
  cancelled: 'This meeting was cancelled by the organizer.',
  timeUp: 'This meeting has reached its time limit.',
  notOpen: 'This meeting opens 30 minutes before it starts.',
  removed: 'You were removed from this meeting.',
  full: 'This meeting is full: it has reached its participant limit.',
  audienceFull: "This meeting's audience is full: the media servers have no room for more viewers right now.",
  invalidToken: 'This join link is invalid or has expired. Please open the meeting again.',
} as const;

/**
 * Who may come in, in this order: a cancelled, ended (or timed-out) meeting takes nobody; others than the host
 * wait for the 30 minutes before the start; someone the host removed stays out; a reconnect resumes
 * (no lobby again); lobby tokens wait for admission; and nobody enters above the participant limit.
 */
export function decideEntry(input: {
  meeting: EntryFacts;
  identity: Identity;
  lobbyToken: boolean;
  /** Set when a valid resume key names a participant; `present` when they are still listed. */
  resuming?: { present: boolean };
  state: RoomState;
  nowMs: number;
}): EntryDecision {
  const { meeting, identity, state, nowMs } = input;
  const isHost = identity.role === 'host';
  if (meeting.cancelled) return { kind: 'refused', reason: 'cancelled', message: MESSAGES.cancelled };
  if (meeting.status === 'ended') return { kind: 'refused', reason: 'ended', message: MESSAGES.ended };
  if (meeting.closesAt && nowMs >= Date.parse(meeting.closesAt)) {
    return { kind: 'refused', reason: 'ended', message: MESSAGES.timeUp };
  }
  if (!isHost && meeting.status === 'scheduled' && nowMs < Date.parse(meeting.startTime) - INVITEE_EARLY_JOIN_MS) {
    return { kind: 'refused', reason: 'not-open', message: MESSAGES.notOpen };
  }
  if (!isHost && state.isBarred(identity)) return { kind: 'denied', message: MESSAGES.removed };
  if (input.resuming?.present) return { kind: 'enter' };
  if (!input.resuming && input.lobbyToken && !isHost) return { kind: 'lobby' };
  if (!state.hasSeat(identity.role, meeting.limit)) return { kind: 'refused', reason: 'full', message: MESSAGES.full };
  return { kind: 'enter' };
}
