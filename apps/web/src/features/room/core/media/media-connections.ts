import type { ClientMessage, ServerMessage } from '@vm/contracts';
import { Publisher, type PublishTracks } from './publisher';
import { StaleReply } from './stale-reply';
import { Subscriber, type RemoteTracks } from './subscriber';
import { reportConnection } from './connection-report';
import { LinkCap, type LinkSample } from './link-cap';
import { VideoQualityRequests, type TileDisplay } from './video-quality';
import { troubleAction } from './ice-trouble';

export interface ResetOptions {
  /** Keep showing 'Reconnecting…' until the new publisher connects (a rejoin, a media restart). */
  recovering?: boolean;
  /** The reset comes over the same socket (mediaReset), where an old offer's reply may still come. */
  sameSocket?: boolean;
}

type MediaMessage = Extract<ServerMessage, { type: 'publisherAnswer' | 'subscriberOffer' | 'trickle' }>;

export interface MediaConnectionsOptions {
  send: (message: ClientMessage) => boolean;
  onRemoteTracks: (tracks: RemoteTracks) => void;
  /** True while a connection is recovering (for the 'Reconnecting…' banner). */
  onRecovering: (recovering: boolean) => void;
  /** ICE restarts did not help: rebuild everything (the session rejoins over a fresh socket). */
  onGiveUp: () => void;
  /** True: nothing in this visit ever connected and a connection gave up; false: one connected after all. */
  onUnreachable: (unreachable: boolean) => void;
}

/**
 * The two peer connections of a session and how they recover. After `joined` or `mediaReset` the
 * server has new media-server handles, so both connections are made afresh (a DTLS session cannot
 * move to a new peer); a network blip on a live connection gets an ICE restart instead.
 */
export class MediaConnections {
  private publisher: Publisher | null = null;
  private subscriber: Subscriber | null = null;
  private iceServers: RTCIceServer[] = [];
  private restarts = { publisher: 0, subscriber: 0 };
  private troubled = new Set<'publisher' | 'subscriber'>();
  /** Some connection reached connected ICE in this visit; kept across resets, which are the same visit. */
  private everConnected = false;
  private readonly stale = new StaleReply();
  private readonly qualities: VideoQualityRequests;
  private readonly link = new LinkCap();

  constructor(private readonly options: MediaConnectionsOptions) {
    this.qualities = new VideoQualityRequests(options.send);
  }

  /** Both peer connections, for the stats sampler. */
  peerConnections(): { publisher: RTCPeerConnection | null; subscriber: RTCPeerConnection | null } {
    return { publisher: this.publisher?.pc ?? null, subscriber: this.subscriber?.pc ?? null };
  }

  get subscriberConnection(): Subscriber | null {
    return this.subscriber;
  }

  /**
   * New connections and a first offer with what this person sends now; `tracks` null for an audience
   * member of a large meeting, who publishes nothing and only receives (the subscriber connection
   * comes with the server's offer either way).
   */
  async reset(
    iceServers: RTCIceServer[],
    tracks: PublishTracks | null,
    screen: MediaStreamTrack | null,
    options: ResetOptions = {},
  ) {
    // An offer of the old connection still unanswered on this same socket (an ICE restart sent
    // just before a media server restart): its reply is on the way and must not be taken for the
    // new offer's answer, since replies carry no reference to their offer.
    const staleReply = options.sameSocket === true && (this.publisher?.hasPendingOffer ?? false);
    this.close();
    this.iceServers = iceServers;
    if (tracks) await this.openPublisher(tracks, screen, { staleReply, recovering: options.recovering ?? false });
  }

  /**
   * Starts publishing beside a running subscription (invited to a large meeting's stage): the
   * subscriber connection, and what this person watches, stay as they are.
   */
  async startPublishing(tracks: PublishTracks, screen: MediaStreamTrack | null): Promise<void> {
    this.stopPublishing();
    await this.openPublisher(tracks, screen, { staleReply: false, recovering: false });
  }

  /** Stops publishing and keeps watching (moved back to the audience). */
  stopPublishing(): void {
    this.publisher?.close();
    this.publisher = null;
    this.restarts.publisher = 0;
    this.troubled.delete('publisher');
    this.options.onRecovering(this.troubled.size > 0);
  }

  get isPublishing(): boolean {
    return this.publisher !== null;
  }

  private async openPublisher(
    tracks: PublishTracks,
    screen: MediaStreamTrack | null,
    { staleReply, recovering }: { staleReply: boolean; recovering: boolean },
  ): Promise<void> {
    if (recovering) {
      this.troubled.add('publisher');
      this.options.onRecovering(true);
    }
    try {
      const publisher = new Publisher({
        iceServers: this.iceServers,
        send: this.options.send,
        ice: this.iceCallbacks('publisher'),
      });
      this.publisher = publisher;
      if (staleReply) await this.stale.wait();
      if (this.publisher === publisher) await publisher.start(tracks, screen);
    } catch (error) {
      // No banner forever for a connection that will not come; the caller reports the failure.
      this.troubled.delete('publisher');
      this.options.onRecovering(this.troubled.size > 0);
      throw error;
    }
  }

  /** The server's `error`: it may be the reply to a stale offer. */
  serverError(): void {
    this.stale.settle();
  }

  handle(message: MediaMessage): Promise<void> {
    switch (message.type) {
      case 'publisherAnswer':
        if (!this.stale.settle()) this.publisher?.handleAnswer(message.sdp);
        return Promise.resolve();
      case 'subscriberOffer':
        return this.ensureSubscriber().handleOffer(message.sdp, message.streams);
      case 'trickle': {
        const target = message.connection === 'publisher' ? this.publisher : this.subscriber;
        return target?.addRemoteCandidate(message.candidate) ?? Promise.resolve();
      }
    }
  }

  /** A remote camera tile's rendered size (null: it is gone), for the simulcast layer asked of the server. */
  setTileView(key: string, participantId: string, view: TileDisplay | null): void {
    this.qualities.setTile(key, participantId, view);
  }

  /** The tab went to the background or came back: no video is wanted while nobody can see it. */
  setPageHidden(hidden: boolean): void {
    this.qualities.setPageHidden(hidden);
  }

  /** A stats sample of the subscribing link: its loss and receive estimate may lower the layers asked for. */
  linkSample(sample: LinkSample): void {
    this.qualities.setCap(this.link.sample(sample, performance.now()));
  }

  /** The media server's slow_link for our subscription: ask for lower layers. */
  slowLink(): void {
    this.qualities.setCap(this.link.slowLink(performance.now()));
  }

  replaceTrack(source: 'microphone' | 'camera', track: MediaStreamTrack | null): Promise<void> {
    return this.publisher?.replaceTrack(source, track) ?? Promise.resolve();
  }

  setScreen(track: MediaStreamTrack | null): Promise<void> {
    return this.publisher?.setScreen(track) ?? Promise.resolve();
  }

  close(): void {
    this.publisher?.close();
    this.subscriber?.close();
    this.publisher = null;
    this.subscriber = null;
    this.qualities.reset();
    this.restarts = { publisher: 0, subscriber: 0 };
    this.troubled.clear();
    this.options.onRecovering(false);
    this.options.onRemoteTracks({});
  }

  private ensureSubscriber(): Subscriber {
    if (this.subscriber) return this.subscriber;
    const subscriber = new Subscriber({
      iceServers: this.iceServers,
      send: this.options.send,
      onTracks: (tracks) => {
        this.options.onRemoteTracks(tracks);
        // The mids of this offer are what the layer wishes name.
        this.qualities.setStreams(subscriber.currentStreams);
      },
      ice: this.iceCallbacks('subscriber'),
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  /** A fresh TURN credential (a long meeting): the live connections use it from their next ICE check on. */
  updateIceServers(iceServers: RTCIceServer[]): void {
    this.iceServers = iceServers;
    for (const pc of [this.publisher?.pc, this.subscriber?.pc]) {
      if (pc && pc.signalingState !== 'closed') pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
    }
  }

  /** Not 'Reconnecting…': nothing is being recovered; the guidance replaces the banner. */
  private unreachable(): void {
    this.troubled.clear();
    this.options.onRecovering(false);
    this.options.onUnreachable(true);
  }

  private iceCallbacks(which: 'publisher' | 'subscriber') {
    const pc = () => (which === 'publisher' ? this.publisher?.pc : this.subscriber?.pc);
    return {
      onHealthy: () => {
        reportConnection(this.options.send, which, pc());
        if (!this.everConnected) this.options.onUnreachable(false);
        this.everConnected = true;
        this.restarts[which] = 0;
        this.troubled.delete(which);
        this.options.onRecovering(this.troubled.size > 0);
      },
      onTrouble: () => {
        reportConnection(this.options.send, which, pc());
        this.restarts[which] += 1;
        const action = troubleAction(this.restarts[which], this.everConnected);
        if (action === 'unreachable') return this.unreachable();
        this.troubled.add(which);
        this.options.onRecovering(true);
        if (action === 'rejoin') return this.options.onGiveUp();
        if (which === 'subscriber') this.options.send({ type: 'restartSubscriber' });
        else void this.publisher?.restartIce().catch((error: unknown) => console.warn('ICE restart failed', error));
      },
      // Long checks are only news when nothing ever connected; a new connection after one that
      // worked waits for ICE's own verdict, as before.
      onNoConnection: () => (this.everConnected ? undefined : this.unreachable()),
    };
  }
}
