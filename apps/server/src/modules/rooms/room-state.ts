import type { ChatMessage, LobbyEntry, Participant, StageRole } from '@vm/contracts';
import { randomId, randomToken } from '#server/lib/ids.ts';
import type { Identity } from './room-types';

export interface Member {
  participant: Participant;
  identity: Identity;
  /** Brings this participant back after a reconnect instead of adding a second one. */
  resumeKey: string;
  /** When the connection dropped; the participant stays listed for a short grace period. */
  awaySince?: number;
  /** The host muted the microphone in the media server; lifted when the participant unmutes. */
  mutedByHost: boolean;
  /** Which of their connections last reported a relayed path (`participant.relayed` is any of them). */
  relayedConnections?: Set<'publisher' | 'subscriber'>;
}

export interface Waiting {
  entry: LobbyEntry;
  identity: Identity;
}

/**
 * What the host's removal keeps out (decision record 050): the signed-in account and the invitation
 * the token proves; a plain guest, who proved nothing, only by the join token they came in with.
 * Never the e-mail address: a stranger may type an invitee's, and the invitee must not pay for it.
 */
export function provenKeys(identity: Identity): string[] {
  const keys: string[] = [];
  if (identity.userId) keys.push(`user:${identity.userId}`);
  if (identity.invitationId) keys.push(`invitation:${identity.invitationId}`);
  return keys.length > 0 ? keys : [`join:${identity.joinKey}`];
}

/** Chat of the current session that late joiners receive. */
export const CHAT_HISTORY_LIMIT = 200;

/**
 * Who is in one meeting's room, who waits in its lobby, and its chat: pure state without I/O or
 * timers (times are passed in), so the rules are tested directly.
 */
export class RoomState {
  readonly members = new Map<string, Member>();
  readonly lobby = new Map<string, Waiting>();
  readonly chat: ChatMessage[] = [];
  /** Who the host removed, by `provenKeys`. */
  readonly #barred = new Set<string>();
  /** Members who left or timed out, by resume key, until their resume window closes. */
  readonly #departed = new Map<string, { member: Member; until: number }>();
  /** Seats held for people let in whose entry still awaits the media server or the meeting start. */
  readonly #arriving = new Map<object, Identity['role']>();

  /** The organizer is in, or on their way in. */
  get hostPresent(): boolean {
    const arriving = [...this.#arriving.values()];
    return arriving.includes('host') || [...this.members.values()].some((member) => member.identity.role === 'host');
  }

  get isEmpty(): boolean {
    return this.members.size === 0 && this.lobby.size === 0 && this.#arriving.size === 0;
  }

  /**
   * Holds a seat from the seat check on, while entry awaits the media server or the meeting start:
   * it counts as taken, and the room does not look empty (and is not forgotten) meanwhile. Returns the
   * release, for when the person is a member or is turned away; releasing twice does no harm.
   */
  hold(role: Identity['role']): () => void {
    const key = {};
    this.#arriving.set(key, role);
    return () => void this.#arriving.delete(key);
  }

  /**
   * Whether one more person fits under the limit. The organizer's seat is kept free while they are
   * away, so guests can never lock the host out of their own meeting.
   */
  hasSeat(role: Identity['role'], limit: number): boolean {
    const taken = this.members.size + this.#arriving.size;
    if (role === 'host') return !this.hostPresent || taken < limit;
    return taken + (this.hostPresent ? 0 : 1) < limit;
  }

  isBarred(identity: Identity): boolean {
    return provenKeys(identity).some((key) => this.#barred.has(key));
  }

  bar(identity: Identity): void {
    for (const key of provenKeys(identity)) this.#barred.add(key);
  }

  /** The participant a resume key belongs to, if it is the same person and the window is open. */
  findResumable(resumeKey: string, email: string, nowMs: number): { member: Member; present: boolean } | undefined {
    const present = [...this.members.values()].find((member) => member.resumeKey === resumeKey);
    if (present) return present.identity.email === email ? { member: present, present: true } : undefined;
    const departed = this.#departed.get(resumeKey);
    if (!departed || departed.until < nowMs || departed.member.identity.email !== email) return undefined;
    return { member: departed.member, present: false };
  }

  enter(
    identity: Identity,
    // Without a stage role they are a speaker: a normal meeting, where everyone may publish.
    media: { audioMuted: boolean; videoMuted: boolean; stageRole?: StageRole },
    now: Date,
  ): Member {
    const member: Member = {
      participant: {
        id: randomId(),
        name: identity.name,
        role: identity.role,
        stageRole: media.stageRole ?? 'speaker',
        audioMuted: media.audioMuted,
        videoMuted: media.videoMuted,
        handRaised: false,
        screenSharing: false,
        joinedAt: now.toISOString(),
        relayed: false,
      },
      identity,
      resumeKey: randomToken(24),
      mutedByHost: false,
    };
    this.members.set(member.participant.id, member);
    return member;
  }

  /** A departed participant comes back under the same id (others see them return, not a stranger). */
  restore(member: Member): void {
    this.#departed.delete(member.resumeKey);
    member.awaySince = undefined;
    member.participant.screenSharing = false;
    this.members.set(member.participant.id, member);
  }

  /** Removes a participant; `resumableUntil` keeps their resume key valid until then. */
  leave(id: string, resumableUntil?: number): Member | undefined {
    const member = this.members.get(id);
    if (!member) return undefined;
    this.members.delete(id);
    if (resumableUntil !== undefined) this.#departed.set(member.resumeKey, { member, until: resumableUntil });
    return member;
  }

  /** Members whose connection has been gone longer than the grace period. */
  overdue(nowMs: number, graceMs: number): Member[] {
    return [...this.members.values()].filter((m) => m.awaySince !== undefined && nowMs - m.awaySince >= graceMs);
  }

  forgetExpired(nowMs: number): void {
    for (const [key, { until }] of this.#departed) if (until < nowMs) this.#departed.delete(key);
  }

  wait(identity: Identity, now: Date): Waiting {
    const entry: LobbyEntry = {
      id: randomId(),
      name: identity.name,
      email: identity.email,
      role: identity.role,
      since: now.toISOString(),
    };
    const waiting = { entry, identity };
    this.lobby.set(entry.id, waiting);
    return waiting;
  }

  addChat(member: Member, text: string, now: Date): ChatMessage {
    const message: ChatMessage = {
      id: randomId(),
      participantId: member.participant.id,
      name: member.participant.name,
      text,
      at: now.toISOString(),
    };
    this.chat.push(message);
    if (this.chat.length > CHAT_HISTORY_LIMIT) this.chat.splice(0, this.chat.length - CHAT_HISTORY_LIMIT);
    return message;
  }

  participants(): Participant[] {
    return [...this.members.values()].map((member) => member.participant);
  }

  lobbyEntries(): LobbyEntry[] {
    return [...this.lobby.values()].map((waiting) => waiting.entry);
  }
}
