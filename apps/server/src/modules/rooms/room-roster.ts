import type { ServerMessage } from '@vm/contracts';
import { RoomLobby } from './room-lobby';
import { RoomState, type Member } from './room-state';
import type { Binding, Identity, MediaPrefs, RoomPeer } from './room-types';

/**
 * Who is in one room and on which socket: the room state, the participants' sockets and the lobby,
 * kept in step, and sending to them. Room (room.ts) adds the meeting, its media and its clock.
 */
export abstract class RoomRoster {
  protected readonly state = new RoomState();
  /** Each participant's current socket, by participant id. */
  protected readonly peers = new Map<string, RoomPeer>();
  protected readonly lobby = new RoomLobby(this.state);

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

  broadcast(message: ServerMessage, exceptId?: string): void {
    for (const [id, peer] of this.peers) if (id !== exceptId) peer.send(message);
  }

  participantUpdated(member: Member): void {
    this.broadcast({ type: 'participantUpdated', participant: member.participant });
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
