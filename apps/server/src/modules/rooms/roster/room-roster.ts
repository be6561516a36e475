import type { Participant, ServerMessage } from '@vm/contracts';
import { fanOut } from './fan-out';
import { RoomLobby } from '../admission/room-lobby';
import { isListed, RosterBatch, type RosterDelta } from './room-roster-batch';
import { RoomState, type Member } from '../room-state';
import type { Binding, Identity, MediaPrefs, RoomPeer } from '../room-types';

/**
 * Who is in one room and on which socket: the room state, the participants' sockets and the lobby,
 * kept in step, and sending to them. Room (room.ts) adds the meeting, its media and its clock.
 */
export abstract class RoomRoster {
  protected readonly state = new RoomState();
  /** Each participant's current socket, by participant id. */
  protected readonly peers = new Map<string, RoomPeer>();
  protected readonly lobby = new RoomLobby(this.state);
  /** A large meeting's roster changes, sent in batches (room-roster-batch.ts); none in a normal meeting. */
  #rosterBatch: RosterBatch | undefined;

  abstract now(): Date;

  /** Someone is in (an away participant still counts until their grace period is over). */
  get occupied(): boolean {
    return this.state.members.size > 0;
  }

  /** Participants in the room, away ones included. */
  get participantCount(): number {
    return this.state.members.size;
  }

  sendTo(id: string, message: ServerMessage): void {
    this.peers.get(id)?.send(message);
  }

  /** To everyone in the room (but `exceptId`), serialized once for all of them and sent in chunks (fan-out.ts). */
  broadcast(message: ServerMessage, exceptId?: string): void {
    const peers: RoomPeer[] = [];
    for (const [id, peer] of this.peers) if (id !== exceptId) peers.push(peer);
    fanOut(JSON.stringify(message), peers);
  }

  /**
   * Someone's state changed. In a large meeting they get it at once (their own hand, mute and role
   * must not wait) and everyone else in the next `rosterChanged`; in a normal one everyone gets it now.
   */
  participantUpdated(member: Member): void {
    const message: ServerMessage = { type: 'participantUpdated', participant: member.participant };
    if (!this.#rosterBatch) return this.broadcast(message);
    this.sendTo(member.participant.id, message);
    this.#rosterBatch.changed(member.participant.id);
  }

  /** A newcomer, announced to the others (in a large meeting, in the next batch). */
  protected participantJoined(member: Member): void {
    const { participant } = member;
    if (this.#rosterBatch) return this.#rosterBatch.changed(participant.id);
    this.broadcast({ type: 'participantJoined', participant }, participant.id);
  }

  /** Someone left (already out of the state): the others are told, in a large meeting in the next batch. */
  protected participantLeft(id: string): void {
    if (this.#rosterBatch) return this.#rosterBatch.changed(id);
    this.broadcast({ type: 'participantLeft', participantId: id });
  }

  /** What `joined` lists: everyone else, or in a large meeting the visible roster and a count. */
  protected rosterFor(selfId: string): { participants: Participant[]; audienceCount: number } {
    if (this.#rosterBatch) return this.#rosterBatch.snapshot(selfId);
    const participants = this.state.participants().filter((participant) => participant.id !== selfId);
    return { participants, audienceCount: 0 };
  }

  /** From now on roster changes go out in batches at most every `intervalMs` (a large meeting's room). */
  protected batchRoster(intervalMs: number): void {
    this.#rosterBatch = new RosterBatch(this.state.members, intervalMs, (delta) => this.#sendRosterDelta(delta));
  }

  /** The room is over here (ended, handed over, emptied): no batch is pending any more. */
  protected closeRoster(): void {
    this.#rosterBatch?.close();
  }

  /**
   * One delta to everyone, serialized at most twice: an unlisted audience member's `audienceCount`
   * leaves them out (as their `joined` did), everyone else's is the whole unlisted audience.
   */
  #sendRosterDelta(delta: RosterDelta): void {
    const serialize = (audienceCount: number) =>
      JSON.stringify({ type: 'rosterChanged', ...delta, audienceCount } satisfies ServerMessage);
    const listed: RoomPeer[] = [];
    const counted: RoomPeer[] = [];
    for (const [id, peer] of this.peers) {
      const participant = this.state.members.get(id)?.participant;
      (participant && !isListed(participant) ? counted : listed).push(peer);
    }
    if (listed.length > 0) fanOut(serialize(delta.audienceCount), listed);
    if (counted.length > 0) fanOut(serialize(delta.audienceCount - 1), counted);
  }

  /** The participant a socket speaks for, while it is still their socket. */
  memberOn(binding: Binding, peer: RoomPeer): Member | undefined {
    const member = this.state.members.get(binding.id);
    return member && this.peers.get(binding.id) === peer ? member : undefined;
  }

  /** The participant a resume key brings back: the same person, within their window. */
  findResumable(resumeKey: string | undefined, email: string, nowMs: number) {
    this.state.forgetExpired(nowMs);
    return resumeKey ? this.state.findResumable(resumeKey, email, nowMs) : undefined;
  }

  /** Counts a seat as taken (and the room as not empty) until the returned release is called. */
  holdSeat(role: Identity['role']): () => void {
    return this.state.hold(role);
  }

  /** A reconnect takes its participant back: listed again if they had left, no longer away, not sharing. */
  resumeMember({ member, present }: { member: Member; present: boolean }): Member {
    if (!present) this.state.restore(member);
    member.awaySince = undefined;
    member.participant.screenSharing = false;
    return member;
  }

  postChat(member: Member, text: string): void {
    this.broadcast({ type: 'chat', message: this.state.addChat(member, text, this.now()) });
  }

  /** Into the lobby: the person is told to wait and the hosts see them. */
  waitInLobby(peer: RoomPeer, identity: Identity, prefs: MediaPrefs): Binding {
    const binding = this.lobby.add(identity, peer, prefs, this.now());
    peer.send({ type: 'lobby' });
    this.notifyLobbyChanged();
    return binding;
  }

  lobbyEntry(lobbyId: string) {
    return this.lobby.find(lobbyId);
  }

  /** Out of the lobby (let in, or the socket closed); the hosts' list follows. */
  leaveLobby(lobbyId: string): void {
    this.lobby.remove(lobbyId);
    this.notifyLobbyChanged();
  }

  /** The host turns someone in the lobby away; false when they no longer wait. */
  denyFromLobby(lobbyId: string, message: string): boolean {
    const entry = this.lobby.find(lobbyId);
    if (!entry) return false;
    this.lobby.remove(lobbyId);
    entry.peer.send({ type: 'denied', message });
    entry.peer.close();
    this.notifyLobbyChanged();
    return true;
  }

  /** Closes every socket without a word: the server is shutting down. */
  closeSockets(): void {
    [...this.peers.values(), ...this.lobby.peers()].forEach((peer) => peer.close());
  }

  protected notifyLobbyChanged(): void {
    const lobby = this.state.lobbyEntries();
    for (const member of this.state.members.values()) {
      if (member.identity.role === 'host') this.sendTo(member.participant.id, { type: 'lobbyUpdated', lobby });
    }
  }
}
