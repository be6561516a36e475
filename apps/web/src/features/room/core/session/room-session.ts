// Longer than 250 lines (by some) because RoomSession is where signaling, media and state meet: it
// routes every server message and keeps the order of start, reset and teardown. Actions, stage moves,
// screen sharing and notices are already files of their own.
import type { ClientMessage, ServerMessage } from '@vm/contracts';
import { Emitter } from '../emitter';
import type { LocalMedia } from '../media/local-media';
import { isSending } from '../media/local-media-state';
import { IceCredentialRefresh } from '../media/ice-credential-refresh';
import { MediaConnections, type ResetOptions } from '../media/media-connections';
import { StatsSampler } from '../media/stats-sampler';
import { SignalingClient, type SignalingStatus, type SocketLike } from '../signaling/signaling-client';
import { signalUrl } from '../signaling/signal-url';
import { roomReducer } from '../state/room-reducer';
import { initialRoomMediaState, type RoomMediaState } from '../state/room-media-state';
import { initialRoomState, isAudience, type ClosedReason, type RoomState } from '../state/room-state';
import { Store } from '../state/store';
import { applyEntrySettings } from './entry-settings';
import { joinMessage, publishTracks, syncLocalMedia } from './local-sync';
import { RoomActions } from './room-actions';
import type { RoomNotice } from './room-notice';
import { onPageHide, onVisibility } from './page-hide';
import { changeStageRole } from './stage-role';
import { exposeTestHook } from './test-hook';

export interface RoomSessionOptions {
  meetingCode: string;
  token: string;
  displayName?: string;
  media: LocalMedia;
  /** A fresh join token for a signed-in person whose token expired during a long reconnect. */
  refreshToken?: () => Promise<string | null>;
  createSocket?: (url: string) => SocketLike;
}

type Message<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

const isRecordingRefusal = (message: Message<'error'>) => message.code?.startsWith('RECORDING_') ?? false;

/**
 * One person's visit to a room: the signaling connection, the media connections and the state the
 * screens show. Server messages go through the pure reducer for state, then here for side effects
 * (media, local devices, notices). Constructing it starts nothing; start() and teardown() may
 * alternate (React's StrictMode mounts twice in development).
 */
export class RoomSession {
  readonly store = new Store<RoomState>(initialRoomState);
  readonly media = new Store<RoomMediaState>(initialRoomMediaState);
  readonly notices = new Emitter<{ notice: RoomNotice }>();
  readonly local: LocalMedia;
  readonly actions: RoomActions;
  private readonly signaling: SignalingClient;
  private readonly connections: MediaConnections;
  private readonly sampler: StatsSampler;
  private readonly credentialRefresh = new IceCredentialRefresh(() => this.send({ type: 'refreshIceServers' }));
  private token: string;
  private hasJoined = false;
  private iceServers: RTCIceServer[] = [];
  private cleanups: (() => void)[] = [];

  constructor(private readonly options: RoomSessionOptions) {
    this.local = options.media;
    this.token = options.token;
    this.signaling = new SignalingClient({
      url: signalUrl(options.meetingCode),
      hello: () => joinMessage(this.token, options.displayName, this.local.state, this.store.getState().resumeKey),
      createSocket: options.createSocket,
    });
    this.connections = new MediaConnections({
      send: this.send,
      onRemoteTracks: (remoteTracks) => this.media.update((state) => ({ ...state, remoteTracks })),
      onRecovering: (reconnecting) => {
        this.store.update((state) => ({ ...state, reconnecting }));
        // Media faltering may mean the network changed: make sure signalling still gets through.
        if (reconnecting) this.signaling.probe();
      },
      onGiveUp: () => this.signaling.reconnectNow(),
      onUnreachable: (mediaUnreachable) => this.store.update((state) => ({ ...state, mediaUnreachable })),
    });
    this.sampler = new StatsSampler(
      () => this.connections.peerConnections(),
      (quality) => {
        this.store.update((state) => ({ ...state, quality: quality.level === 'unknown' ? null : quality }));
        const { lossRatio, availableIncomingBitrate = null } = quality;
        this.connections.linkSample({ lossRatio, availableIncomingBitrate });
      },
    );
    const { send, store: room, media, connections } = this;
    const notify = (notice: RoomNotice) => this.notify(notice);
    this.actions = new RoomActions({ send, room, media, connections, notify, finish: (closed) => this.finish(closed) });
  }

  start(): void {
    if (this.store.getState().phase.kind === 'closed') return;
    this.cleanups.push(
      this.signaling.events.on('message', (message) => this.receive(message)),
      this.signaling.events.on('status', ({ status }) => this.onStatus(status)),
      // The audience's devices are off and their flags shown nowhere: no `mute` to fan out to a crowd.
      syncLocalMedia(this.local, this.connections, this.send, () => {
        const state = this.store.getState();
        return state.phase.kind === 'joined' && !isAudience(state);
      }),
      exposeTestHook(() => this.connections.subscriberConnection),
      onPageHide(() => this.send({ type: 'leave' })),
      onVisibility((hidden) => this.connections.setPageHidden(hidden)),
    );
    void this.local.resumeAudio();
    this.signaling.connect();
  }

  send = (message: ClientMessage): boolean => this.signaling.send(message);

  /** 'Try again' after the network blocked the call: a fresh join over a new socket, new connections. */
  retryMedia(): void {
    this.store.update((state) => ({ ...state, mediaUnreachable: false, reconnecting: true }));
    this.signaling.reconnectNow();
  }

  notify(notice: RoomNotice): void {
    this.notices.emit('notice', notice);
  }

  /** Ends this visit for good (left, or the connection is lost): the final screen shows why. */
  finish(closed: ClosedReason): void {
    this.store.update((state) =>
      state.phase.kind === 'closed' ? state : { ...state, reconnecting: false, phase: { kind: 'closed', closed } },
    );
    this.teardown({ releaseDevices: true, leave: closed.kind === 'left' });
  }

  /**
   * Closes the connections. `leave` tells the server first (leaving, or the page going away), so
   * the others see it at once instead of after the server's reconnect grace; `releaseDevices`
   * also stops camera and microphone because the visit is over.
   */
  teardown({ releaseDevices, leave }: { releaseDevices: boolean; leave: boolean }): void {
    if (leave) this.send({ type: 'leave' });
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.sampler.stop();
    this.credentialRefresh.stop();
    this.signaling.close();
    this.actions.stopScreenTrack();
    this.connections.close();
    if (releaseDevices) this.local.dispose();
  }

  private receive(message: ServerMessage): void {
    if (message.type === 'refused' && message.reason === 'invalid-token' && this.hasJoined) {
      return void this.retryWithFreshToken(message);
    }
    const before = this.store.getState();
    this.store.update((state) => roomReducer(state, message));
    switch (message.type) {
      case 'joined':
        return this.onJoined(message);
      case 'mediaReset':
        return void this.publish({ recovering: true, sameSocket: true });
      case 'slowLink':
        return this.connections.slowLink();
      case 'iceServers':
        this.iceServers = message.iceServers;
        this.connections.updateIceServers(message.iceServers);
        return this.credentialRefresh.schedule(message.iceServers);
      case 'publisherAnswer':
      case 'subscriberOffer':
      case 'trickle':
        return void this.connections.handle(message).catch((error: unknown) => console.warn('Media', error));
      case 'roleChanged':
        return void this.onRoleChanged(message.role);
      case 'mutedByHost':
        void this.local.setEnabled('microphone', false);
        return this.notify({ kind: 'mutedByHost' });
      case 'timeWarning':
        return this.notify({ kind: 'timeWarning', closesAt: message.closesAt });
      case 'recordingChanged':
        // Stopped by itself (the organizer's storage is full): everyone is told why, not only that.
        return message.stoppedBecause
          ? this.notify({ kind: 'recordingStopped', because: message.stoppedBecause })
          : undefined;
      case 'error': {
        // Messages sent faster than the server's budget were dropped (decision record 050): nothing the
        // person did wrong or can act on, so it is ignored quietly; it answers no offer either.
        if (message.code === 'SIGNALING_TOO_FAST') return;
        // A refused recording says nothing about media; any other error may be the answer to an offer.
        if (!isRecordingRefusal(message)) this.connections.serverError();
        return this.notify({
          kind: 'serverError',
          message: message.message,
          code: message.code,
          params: message.params,
        });
      }
      case 'lobbyUpdated': {
        const known = new Set(before.lobby.map((entry) => entry.id));
        const names = message.lobby.filter((entry) => !known.has(entry.id)).map((entry) => entry.name);
        return names.length > 0 ? this.notify({ kind: 'lobbyArrivals', names }) : undefined;
      }
      case 'denied':
      case 'refused':
      case 'removed':
      case 'roomEnded':
        return this.teardown({ releaseDevices: true, leave: false });
    }
  }

  private onJoined(message: Message<'joined'>): void {
    this.iceServers = message.iceServers;
    this.credentialRefresh.schedule(message.iceServers);
    const rejoined = this.hasJoined;
    const audience = isAudience(this.store.getState());
    // The audience of a large meeting sends nothing: the devices the pre-join screen started go off
    // (their light too), and the meeting's entry settings have nothing to turn off.
    if (audience) this.local.dispose();
    else if (!rejoined && !this.local.started) void this.startDevices(message);
    else if (!rejoined) applyEntrySettings(this.local, message.room, message.self, (notice) => this.notify(notice));
    this.hasJoined = true;
    // The server holds what `join` said; things may have changed while it was on its way.
    if (!audience) this.sendMute();
    void this.publish({ recovering: rejoined });
    this.sampler.start();
  }

  /**
   * A speaker whose pre-join screen started no device: it expected the audience of a large meeting,
   * but this room opened before the organizer turned the setting on, and a room keeps the shape it
   * opened with. The devices start now (the browser asks), the entry settings apply to what they
   * capture, and the publisher made meanwhile with no tracks takes them as they come (local-sync).
   */
  private async startDevices(message: Message<'joined'>): Promise<void> {
    await this.local.start();
    const state = this.store.getState();
    if (state.phase.kind !== 'joined' || isAudience(state)) return;
    applyEntrySettings(this.local, message.room, message.self, (notice) => this.notify(notice));
  }

  /** Fresh connections (after joined or mediaReset: the server has new media handles). */
  private async publish(options: ResetOptions = {}): Promise<void> {
    // The audience only receives; the subscriber connection comes with the server's offer.
    const speaker = !isAudience(this.store.getState());
    const screen = speaker ? this.media.getState().screen.track : null;
    if (screen) this.send({ type: 'screenShare', sharing: true });
    try {
      const tracks = speaker ? publishTracks(this.local.state) : null;
      await this.connections.reset(this.iceServers, tracks, screen, options);
    } catch (error) {
      console.warn('Publishing failed', error);
      this.notify({ kind: 'mediaFailed' });
    }
  }

  private sendMute(): void {
    const { microphone, camera } = this.local.state;
    this.send({ type: 'mute', audioMuted: !isSending(microphone), videoMuted: !isSending(camera) });
  }

  private async onRoleChanged(role: 'speaker' | 'audience'): Promise<void> {
    await changeStageRole(role, {
      room: this.store,
      local: this.local,
      connections: this.connections,
      iceServers: () => this.iceServers,
      notify: (notice) => this.notify(notice),
      stopScreenTrack: () => this.actions.stopScreenTrack(),
      sendMute: () => this.sendMute(),
    });
  }

  private onStatus(status: SignalingStatus): void {
    if (status === 'reconnecting') this.store.update((state) => ({ ...state, reconnecting: true }));
    if (status === 'failed') this.finish({ kind: 'connection-lost' });
  }

  private async retryWithFreshToken(message: Message<'refused'>): Promise<void> {
    const token = await this.options.refreshToken?.().catch(() => null);
    if (!token) {
      this.store.update((state) => roomReducer(state, message));
      return this.teardown({ releaseDevices: true, leave: false });
    }
    this.token = token;
    this.signaling.reconnectNow();
  }
}
