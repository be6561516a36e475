// Longer than 250 lines because `Room` is the facade the room's concerns (admission/, stage/, roster/,
// media/) work through: its methods are the one list of what they may do to a live room, and each is a
// few lines that hand over to the part that owns the work, so splitting it would only scatter that list.
import type { RoomInfo, ServerMessage, StageRole } from '@vm/contracts';
import { RoomMedia } from '../media/room-media';
import type { MeetingRow } from '../meetings/meeting-types';
import type { IceServer } from '#server/config.ts';
import type { ConnectionReports, RoomDeps } from './room-deps';
import { decideEntry, MESSAGES } from './admission/room-entry';
import { roomInfo } from './room-info';
import { RoomRecorder } from './media/room-recorder';
import { RoomRoster } from './roster/room-roster';
import { RoomStage } from './stage/room-stage';
import type { Member } from './room-state';
import { RoomTimeLimit } from './room-time-limit';
import {
  END_MESSAGES,
  type Binding,
  type EndReason,
  type Identity,
  type MediaPrefs,
  type RoomPeer,
} from './room-types';
import { SerialQueue } from './serial-queue';

/**
 * One meeting's live room: who is in it and on which socket (RoomRoster), its media, its meeting and
 * the time limit. Admission (room-admission.ts) and members' messages (room-actions.ts) work through
 * its methods; only `media` is theirs to call directly.
 */
export class Room extends RoomRoster {
  /** The room in the media server: publishing, subscribing and muting for each member. */
  readonly media: RoomMedia;
  /** The cloud recording of this room, in segments (room-recorder.ts). */
  readonly recorder: RoomRecorder;
  /** Stage and audience: the room's shape, read from the meeting once as the room opens (room-stage.ts). */
  readonly stage: RoomStage;
  /** Joins and admissions one at a time, so two people cannot both take the last seat. */
  readonly #admissions = new SerialQueue();
  readonly #deps: RoomDeps;
  #meeting: MeetingRow;
  #activeSpeaker: string | null = null;
  #info: RoomInfo;
  readonly #timeLimit: RoomTimeLimit;
  #ended = false;
  #disposed = false;

  constructor(meeting: MeetingRow, deps: RoomDeps) {
    super();
    this.#meeting = meeting;
    this.#deps = deps;
    this.stage = new RoomStage(Boolean(meeting.large_meeting), deps.stage.maxSpeakers);
    this.#info = roomInfo(meeting, this.stage.info);
    // A large meeting's roster changes go out in batches (decision record 045); a normal one's one by one.
    if (this.stage.large) this.batchRoster(deps.timing.rosterBatchMs);
    this.media = new RoomMedia(deps.pool, this.#info.participantLimit + 1, deps.log);
    this.recorder = new RoomRecorder(
      this.media,
      deps.recording.events,
      deps.recording.settings,
      (recording, stoppedBecause) =>
        this.broadcast({ type: 'recordingChanged', recording, ...(stoppedBecause && { stoppedBecause }) }),
      deps.log,
    );
    this.#timeLimit = new RoomTimeLimit(deps.clock, {
      warn: (closesAt) => this.broadcast({ type: 'timeWarning', closesAt }),
      close: () => void this.end('time-limit', { actor: 'system' }),
    });
    this.media.on('offer', (id, sdp, streams) => this.sendTo(id, { type: 'subscriberOffer', sdp, streams }));
    this.media.on('trickle', (id, connection, candidate) =>
      this.sendTo(id, { type: 'trickle', connection, candidate }),
    );
    this.media.on('talking', (id, talking) => this.#speaker(id, talking));
    this.media.on('slowLink', (id) => this.sendTo(id, { type: 'slowLink' }));
    this.media.on('reset', () => this.broadcast({ type: 'mediaReset' }));
    // An audience room's server went away: only its members start their media over (decision record 047).
    this.media.on('memberReset', (id) => this.sendTo(id, { type: 'mediaReset' }));
    this.media.on('failed', (id) => {
      // The browser is gone for the media server too: no need to wait out the grace period.
      if (this.state.members.get(id)?.awaySince !== undefined) void this.removeMember(id);
    });
    this.#scheduleTimeLimit();
  }

  /** Whether everyone has been told that the time limit is near. */
  get warned(): boolean {
    return this.#timeLimit.warnedAbout(this.#info.closesAt);
  }

  get info(): RoomInfo {
    return this.#info;
  }

  get meetingId(): string {
    return this.#meeting.id;
  }

  get organizerId(): string {
    return this.#meeting.organizer_id;
  }

  /** The organizer asked to start or stop recording: the recordings area decides and calls `recorder`. */
  requestRecording(organizerId: string, recording: boolean): Promise<void> {
    return this.#deps.recording.request(this.#meeting.id, organizerId, recording);
  }

  /**
   * STUN servers and a TURN credential signed for this participant, valid from now (decision record
   * 063), for a TURN server at the host their socket reached the product by.
   */
  iceServersFor(participantId: string): IceServer[] {
    return this.#deps.iceServers(participantId, this.#deps.clock.now(), this.peers.get(participantId)?.host);
  }

  get connectionReports(): ConnectionReports | undefined {
    return this.#deps.connectionReports;
  }

  /** The meeting ended: nobody may enter any more. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Emptied and forgotten: a new join makes a new room. */
  get disposed(): boolean {
    return this.#disposed;
  }

  override now(): Date {
    return this.#deps.clock.now();
  }

  /** New meeting data (settings edited, started): refresh what clients are told and the time limit. */
  update(meeting: MeetingRow): void {
    this.#meeting = meeting;
    // The stage's fields stay the room's own: an edited setting applies to the next room, not this one.
    this.#info = roomInfo(meeting, this.stage.info);
    this.#scheduleTimeLimit();
  }

  /** Runs a join or an admission after the ones before it. */
  admitInTurn<T>(work: () => Promise<T>): Promise<T> {
    return this.#admissions.run(work);
  }

  /** In, to the lobby, or not (room-entry.ts has the rules); an ended room takes nobody. */
  decideEntry(entry: { identity: Identity; lobbyToken: boolean; resuming?: { present: boolean }; nowMs: number }) {
    if (this.#ended) return { kind: 'refused', reason: 'ended', message: MESSAGES.ended } as const;
    const meeting = this.#meeting;
    const { closesAt, participantLimit: limit } = this.#info;
    return decideEntry({
      ...entry,
      meeting: {
        status: meeting.status,
        cancelled: meeting.cancelled_at !== null,
        startTime: meeting.start_time,
        closesAt,
        limit,
      },
      state: this.state,
    });
  }

  hasSeat(role: Identity['role']): boolean {
    return this.state.hasSeat(role, this.#info.participantLimit);
  }

  /** Whether the media servers have a place for one more person of this stage role (decision record 047). */
  hasMediaPlaceFor(role: StageRole): boolean {
    return role === 'speaker' || this.media.hasAudiencePlace();
  }

  openMedia(): Promise<boolean> {
    return this.media.open(this.#deps.timing.mediaWaitMs);
  }

  /** The organizer's arrival starts a scheduled meeting; the room follows the started meeting. */
  async startForHost(identity: Identity): Promise<void> {
    if (identity.role !== 'host' || this.#meeting.status !== 'scheduled') return;
    const { lifecycle } = this.#deps;
    await lifecycle.start(this.#meeting.id, identity.userId ?? identity.email);
    const started = await lifecycle.load(this.#meeting.id);
    if (started) this.update(started);
  }

  /** A new participant; others than the host come in muted when the meeting says so. */
  addMember(identity: Identity, prefs: MediaPrefs): Member {
    const audioMuted = prefs.audioMuted || (this.#info.muteOnEntry && identity.role !== 'host');
    const stageRole = this.stage.roleFor(identity);
    return this.state.enter(identity, { audioMuted, videoMuted: prefs.videoMuted, stageRole }, this.now());
  }

  /** A participant in the room by id (away ones included). */
  member(id: string): Member | undefined {
    return this.state.members.get(id);
  }

  members(): Iterable<Member> {
    return this.state.members.values();
  }

  /**
   * The host moved someone on or off the stage: they are told (`roleChanged`), everyone sees the
   * update. Moved to the audience, their publisher goes at once rather than trusting their browser
   * to stop: the media server's publisher and subscriber handles are dropped as on a reconnect (the
   * media module has no publisher-only drop yet), so they get a fresh subscriber offer and keep watching.
   */
  async changeStageRole(target: Member, role: StageRole): Promise<void> {
    const id = target.participant.id;
    target.participant.stageRole = role;
    this.sendTo(id, { type: 'roleChanged', role });
    this.participantUpdated(target);
    if (role === 'audience') await this.media.dropConnections(id, true);
  }

  /** The host turned the audience's chat off or on: everyone gets the room info again. */
  setAudienceChat(enabled: boolean): void {
    if (this.stage.audienceChat === enabled) return;
    this.stage.audienceChat = enabled;
    this.#info = { ...this.#info, ...this.stage.info };
    this.broadcast({ type: 'roomUpdated', room: this.#info });
  }

  /** The member's socket from now on (replacing a reconnect's old one) and what it needs to start. */
  welcome(member: Member, peer: RoomPeer, identity: Identity): void {
    const id = member.participant.id;
    const replaced = this.peers.get(id);
    this.peers.set(id, peer);
    replaced?.close();
    peer.send({
      type: 'joined',
      self: member.participant,
      ...this.rosterFor(id),
      room: this.#info,
      iceServers: this.iceServersFor(id),
      chat: this.state.chat,
      lobby: identity.role === 'host' ? this.state.lobbyEntries() : [],
      resumeKey: member.resumeKey,
      recording: this.recorder.state,
    });
    if (this.warned && this.#info.closesAt) peer.send({ type: 'timeWarning', closesAt: this.#info.closesAt });
    if (this.#activeSpeaker) peer.send({ type: 'activeSpeaker', participantId: this.#activeSpeaker });
  }

  /** Tells the others: a reconnected participant's media connections start afresh, a new one is announced. */
  async announce(member: Member, reconnected: boolean): Promise<void> {
    const id = member.participant.id;
    if (reconnected) {
      // The browser makes new connections after `joined`: the old ones' handles go.
      this.participantUpdated(member);
      return this.media.dropConnections(id, true);
    }
    this.participantJoined(member);
    // An audience member may be placed on another media server than the room's (decision record 047).
    this.media.addMember(id, member.participant.name, { audience: member.participant.stageRole === 'audience' });
    await this.#record(member, 'joined');
  }

  logWarning(error: unknown, text: string): void {
    this.#deps.log.warn({ err: error }, text);
  }

  /** The host mutes someone's microphone in the media server until they unmute; false when not there. */
  async muteByHost(participantId: string): Promise<boolean> {
    const target = this.state.members.get(participantId);
    if (!target) return false;
    target.mutedByHost = true;
    target.participant.audioMuted = true;
    await this.media.muteMicrophone(participantId, true).catch(() => {});
    this.sendTo(participantId, { type: 'mutedByHost' });
    this.participantUpdated(target);
    return true;
  }

  /** The host mutes everyone but themselves; those already muted by the host are left as they are. */
  async muteAllByHost(hostId: string): Promise<void> {
    const others = [...this.state.members.values()].filter(
      (member) => member.participant.id !== hostId && !member.mutedByHost,
    );
    await Promise.all(others.map((member) => this.muteByHost(member.participant.id)));
  }

  /** Every raised hand goes down; each change is announced as its own update (batched in a large meeting). */
  lowerAllHands(): void {
    for (const member of this.state.members.values()) {
      if (!member.participant.handRaised) continue;
      member.participant.handRaised = false;
      this.participantUpdated(member);
    }
  }

  /** The host removes someone else, who is told why, kept out unless a host, and cannot resume. */
  async removeByHost(participantId: string, hostId: string, message: string): Promise<boolean> {
    const target = this.state.members.get(participantId);
    if (!target || participantId === hostId) return false;
    this.sendTo(participantId, { type: 'removed', message });
    if (target.identity.role !== 'host') this.state.bar(target.identity);
    await this.removeMember(participantId, { resumable: false });
    return true;
  }

  /** Takes a participant out: their sockets and media go, others are told, attendance is written. */
  async removeMember(id: string, options: { resumable?: boolean } = {}): Promise<void> {
    const now = this.now().getTime();
    const member = this.state.leave(
      id,
      options.resumable === false ? undefined : now + this.#deps.timing.resumeWindowMs,
    );
    if (!member) return;
    this.peers.get(id)?.close();
    this.peers.delete(id);
    this.participantLeft(id);
    if (this.#activeSpeaker === id) this.#speaker(null, true);
    await this.media.dropConnections(id);
    await this.#record(member, 'left', now);
    this.disposeIfEmpty();
  }

  /** Everybody out with a reason; the meeting itself is ended by the caller when it is ours to end. */
  async end(reason: EndReason, endMeeting?: { actor: string }): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    const text = JSON.stringify({ type: 'roomEnded', reason, message: END_MESSAGES[reason] } satisfies ServerMessage);
    this.closeRoster();
    for (const peer of [...this.peers.values(), ...this.lobby.peers()]) {
      peer.sendText(text);
      peer.close();
    }
    const members = [...this.state.members.values()];
    const endedAt = this.now().getTime();
    this.peers.clear();
    this.lobby.clear();
    this.state.members.clear();
    this.#timeLimit.clear();
    this.#disposed = true;
    this.#deps.onEmpty(this.#meeting.id);
    await Promise.all(members.map((member) => this.#record(member, 'left', endedAt)));
    await this.#stopRecording();
    if (endMeeting) await this.#deps.lifecycle.end(this.#meeting.id, endMeeting.actor);
    await this.media.close();
  }

  /**
   * The room moves to another node (this one drains, or lost its claim): every socket closes with
   * `code`, so clients reconnect there, and the media goes. Nothing is ended and nobody has left:
   * the meeting goes on in the room the next join opens.
   */
  async handOver(code: number): Promise<void> {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#timeLimit.clear();
    this.closeRoster();
    const peers = [...this.peers.values(), ...this.lobby.peers()];
    // Emptied first, so the sockets' closing leaves no grace timers behind.
    this.peers.clear();
    this.lobby.clear();
    this.state.members.clear();
    for (const peer of peers) peer.close(code);
    this.#deps.onEmpty(this.#meeting.id);
    // The recording ends here; the room that opens on another node does not record until asked.
    await this.#stopRecording();
    await this.media.close();
  }

  disposeIfEmpty(): void {
    if (!this.state.isEmpty || this.#disposed) return;
    this.#disposed = true;
    this.#timeLimit.clear();
    this.closeRoster();
    this.#deps.onEmpty(this.#meeting.id);
    void this.#stopRecording().then(() => this.media.close());
  }

  /** A socket closed. A participant stays listed for a grace period (a reconnect resumes them). */
  disconnected(binding: Binding, peer: RoomPeer): void {
    if (binding.kind === 'lobby') {
      if (this.lobby.find(binding.id)?.peer !== peer) return;
      this.lobby.remove(binding.id);
      this.notifyLobbyChanged();
      return this.disposeIfEmpty();
    }
    const member = this.state.members.get(binding.id);
    if (!member || this.peers.get(binding.id) !== peer) return;
    this.peers.delete(binding.id);
    const since = this.now().getTime();
    member.awaySince = since;
    setTimeout(() => {
      if (member.awaySince === since && !this.peers.has(binding.id)) void this.removeMember(binding.id);
    }, this.#deps.timing.awayGraceMs).unref();
  }

  /** A recording ends with its room: the last segment is closed and handed to processing. */
  async #stopRecording(): Promise<void> {
    await this.recorder.stop().catch((error: unknown) => this.logWarning(error, 'stopping the recording failed'));
  }

  /**
   * Attendance, dated when it happened (`atMs`, read before any await), not when the write gets its
   * turn; a participant whose connection was lost left when it was lost, not when the grace ran out.
   */
  async #record(member: Member, kind: 'joined' | 'left', atMs = this.now().getTime()): Promise<void> {
    const at = new Date(kind === 'left' ? (member.awaySince ?? atMs) : atMs);
    await this.#deps.lifecycle
      .record(this.#meeting.id, { kind, identity: member.identity, at })
      .catch((error: unknown) => {
        this.#deps.log.error({ err: error }, `could not record that a participant ${kind}`);
      });
  }

  #speaker(id: string | null, talking: boolean): void {
    // The last one who spoke stays the active speaker through pauses; only a new voice changes it.
    if (!talking || this.#activeSpeaker === id) return;
    this.#activeSpeaker = id;
    this.broadcast({ type: 'activeSpeaker', participantId: id });
  }

  #scheduleTimeLimit(): void {
    if (this.#ended) this.#timeLimit.clear();
    else this.#timeLimit.schedule(this.#info.closesAt);
  }
}
