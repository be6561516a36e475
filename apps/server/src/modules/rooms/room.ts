import type { RoomInfo, ServerMessage } from '@vm/contracts';
import { RoomMedia } from '../media/room-media';
import type { MeetingRow } from '../meetings/meeting-types';
import { roomInfo, TIME_WARNING_MS } from './room-info';
import { END_MESSAGES, type EndReason, type RoomDeps } from './room-deps';
import { RoomState, type Member } from './room-state';
import { timeLimitPlan } from './room-timing';
import type { Binding, LobbyPeer, RoomPeer } from './room-types';
import { SerialQueue } from './serial-queue';

/**
 * One meeting's live room: its state, the sockets of its participants and lobby, its media, and the
 * time limit. Admission lives in room-admission.ts, message handling in room-actions.ts.
 */
export class Room {
  readonly state = new RoomState();
  readonly peers = new Map<string, RoomPeer>();
  readonly lobbyPeers = new Map<string, LobbyPeer>();
  /** Joins and admissions one at a time, so two people cannot both take the last seat. */
  readonly admissions = new SerialQueue();
  readonly media: RoomMedia;
  activeSpeaker: string | null = null;
  /** The closing time already warned about: a later join reschedules without warning twice. */
  #warnedFor: string | undefined;
  #info: RoomInfo;
  #timers: NodeJS.Timeout[] = [];
  #ended = false;
  #disposed = false;

  constructor(
    public meeting: MeetingRow,
    readonly deps: RoomDeps,
  ) {
    this.#info = roomInfo(meeting);
    this.media = new RoomMedia(deps.pool, this.#info.participantLimit + 1, deps.log);
    this.media.on('offer', (id, sdp, streams) => this.sendTo(id, { type: 'subscriberOffer', sdp, streams }));
    this.media.on('trickle', (id, connection, candidate) =>
      this.sendTo(id, { type: 'trickle', connection, candidate }),
    );
    this.media.on('talking', (id, talking) => this.#speaker(id, talking));
    this.media.on('reset', () => this.broadcast({ type: 'mediaReset' }));
    this.media.on('failed', (id) => {
      // The browser is gone for the media server too: no need to wait out the grace period.
      if (this.state.members.get(id)?.awaySince !== undefined) void this.removeMember(id);
    });
    this.#scheduleTimeLimit();
  }

  /** Whether everyone has been told that the time limit is near. */
  get warned(): boolean {
    return this.#warnedFor !== undefined && this.#warnedFor === this.#info.closesAt;
  }

  get info(): RoomInfo {
    return this.#info;
  }

  /** The meeting ended: nobody may enter any more. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Emptied and forgotten: a new join makes a new room. */
  get disposed(): boolean {
    return this.#disposed;
  }

  /** New meeting data (settings edited, started): refresh what clients are told and the time limit. */
  update(meeting: MeetingRow): void {
    this.meeting = meeting;
    this.#info = roomInfo(meeting);
    this.#scheduleTimeLimit();
  }

  sendTo(id: string, message: ServerMessage): void {
    this.peers.get(id)?.send(message);
  }

  broadcast(message: ServerMessage, exceptId?: string): void {
    for (const [id, peer] of this.peers) if (id !== exceptId) peer.send(message);
  }

  notifyLobbyChanged(): void {
    const lobby = this.state.lobbyEntries();
    for (const member of this.state.members.values()) {
      if (member.identity.role === 'host') this.sendTo(member.participant.id, { type: 'lobbyUpdated', lobby });
    }
  }

  participantUpdated(member: Member): void {
    this.broadcast({ type: 'participantUpdated', participant: member.participant });
  }

  /** Takes a participant out: their sockets and media go, others are told, attendance is written. */
  async removeMember(id: string, options: { resumable?: boolean } = {}): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const member = this.state.leave(
      id,
      options.resumable === false ? undefined : now + this.deps.timing.resumeWindowMs,
    );
    if (!member) return;
    this.peers.get(id)?.close();
    this.peers.delete(id);
    this.broadcast({ type: 'participantLeft', participantId: id });
    if (this.activeSpeaker === id) this.#speaker(null, true);
    await this.media.dropConnections(id);
    await this.#record(member, 'left');
    this.disposeIfEmpty();
  }

  /** Everybody out with a reason; the meeting itself is ended by the caller when it is ours to end. */
  async end(reason: EndReason, endMeeting?: { actor: string }): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    const message: ServerMessage = { type: 'roomEnded', reason, message: END_MESSAGES[reason] };
    for (const peer of [...this.peers.values(), ...[...this.lobbyPeers.values()].map((entry) => entry.peer)]) {
      peer.send(message);
      peer.close();
    }
    const members = [...this.state.members.values()];
    this.peers.clear();
    this.lobbyPeers.clear();
    this.state.members.clear();
    this.state.lobby.clear();
    this.#clearTimers();
    this.#disposed = true;
    this.deps.onEmpty(this);
    await Promise.all(members.map((member) => this.#record(member, 'left')));
    if (endMeeting) await this.deps.lifecycle.end(this.meeting.id, endMeeting.actor);
    await this.media.close();
  }

  disposeIfEmpty(): void {
    if (!this.state.isEmpty || this.#disposed) return;
    this.#disposed = true;
    this.#clearTimers();
    this.deps.onEmpty(this);
    void this.media.close();
  }

  /** A socket closed. A participant stays listed for a grace period (a reconnect resumes them). */
  disconnected(binding: Binding, peer: RoomPeer): void {
    if (binding.kind === 'lobby') {
      if (this.lobbyPeers.get(binding.id)?.peer !== peer) return;
      this.lobbyPeers.delete(binding.id);
      this.state.lobby.delete(binding.id);
      this.notifyLobbyChanged();
      return this.disposeIfEmpty();
    }
    const member = this.state.members.get(binding.id);
    if (!member || this.peers.get(binding.id) !== peer) return;
    this.peers.delete(binding.id);
    const since = this.deps.clock.now().getTime();
    member.awaySince = since;
    setTimeout(() => {
      if (member.awaySince === since && !this.peers.has(binding.id)) void this.removeMember(binding.id);
    }, this.deps.timing.awayGraceMs).unref();
  }

  async record(member: Member, kind: 'joined' | 'left'): Promise<void> {
    await this.#record(member, kind);
  }

  async #record(member: Member, kind: 'joined' | 'left'): Promise<void> {
    const actor = member.identity.userId ?? member.identity.email;
    await this.deps.lifecycle.record(this.meeting.id, kind, actor).catch((error: unknown) => {
      this.deps.log.error({ err: error }, `could not record that a participant ${kind}`);
    });
  }

  #speaker(id: string | null, talking: boolean): void {
    // The last one who spoke stays the active speaker through pauses; only a new voice changes it.
    if (!talking || this.activeSpeaker === id) return;
    this.activeSpeaker = id;
    this.broadcast({ type: 'activeSpeaker', participantId: id });
  }

  #scheduleTimeLimit(): void {
    this.#clearTimers();
    const plan = timeLimitPlan(this.#info.closesAt, this.deps.clock.now().getTime(), TIME_WARNING_MS);
    if (!plan || this.#ended) return;
    const closesAt = this.#info.closesAt!;
    const warn = setTimeout(() => {
      if (this.#warnedFor === closesAt) return;
      this.#warnedFor = closesAt;
      this.broadcast({ type: 'timeWarning', closesAt });
    }, plan.warnInMs);
    const close = setTimeout(() => void this.end('time-limit', { actor: 'system' }), plan.closeInMs);
    this.#timers = [warn, close];
  }

  #clearTimers(): void {
    this.#timers.forEach(clearTimeout);
    this.#timers = [];
  }
}
