import type { ClientMessage, MediaSource } from '@vm/contracts';
import { RemoteCandidates, toWireCandidate } from './ice-candidates';
import { watchIce, type IceCallbacks, type IceWatcher } from './ice-watch';
import { CAMERA_ENCODINGS, preferVp8, SCREEN_ENCODINGS } from './simulcast';

const ANSWER_TIMEOUT_MS = 20_000;

export interface PublisherOptions {
  iceServers: RTCIceServer[];
  send: (message: ClientMessage) => boolean;
  /** ICE trouble and recovery: the owner decides how to recover and what to show. */
  ice: IceCallbacks;
}

export interface PublishTracks {
  microphone: MediaStreamTrack | null;
  camera: MediaStreamTrack | null;
}

/**
 * The publishing connection: microphone and camera (camera in three simulcast layers) from the
 * start, so turning either on later only swaps the sender's track; a screen share is an extra video
 * transceiver and needs a renegotiation. Every offer goes out as `publish`, with each active
 * transceiver's mid labelled by its source so the server knows which stream is which.
 */
export class Publisher {
  readonly pc: RTCPeerConnection;
  private readonly transceivers = new Map<MediaSource, RTCRtpTransceiver>();
  private readonly candidates: RemoteCandidates;
  private readonly ice: IceWatcher;
  private queue: Promise<void> = Promise.resolve();
  private awaitingAnswer: { resolve: (sdp: string) => void; reject: (error: Error) => void } | null = null;
  private closed = false;

  constructor(private readonly options: PublisherOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers, bundlePolicy: 'max-bundle' });
    this.candidates = new RemoteCandidates(this.pc);
    this.pc.onicecandidate = (event) =>
      options.send({ type: 'trickle', connection: 'publisher', candidate: toWireCandidate(event.candidate) });
    this.ice = watchIce(this.pc, options.ice);
  }

  start(tracks: PublishTracks, screen: MediaStreamTrack | null): Promise<void> {
    this.transceivers.set(
      'microphone',
      this.pc.addTransceiver(tracks.microphone ?? 'audio', { direction: 'sendonly' }),
    );
    const camera = this.pc.addTransceiver(tracks.camera ?? 'video', {
      direction: 'sendonly',
      sendEncodings: CAMERA_ENCODINGS,
    });
    preferVp8(camera);
    this.transceivers.set('camera', camera);
    if (screen) this.addScreenTransceiver(screen);
    return this.negotiate(false);
  }

  /** Swaps what a sender sends (device change, noise suppression, camera on/off): no renegotiation. */
  async replaceTrack(source: MediaSource, track: MediaStreamTrack | null): Promise<void> {
    await this.transceivers.get(source)?.sender.replaceTrack(track);
  }

  /** Starts or stops the screen transceiver; the m-line is kept (inactive) and reused next time. */
  setScreen(track: MediaStreamTrack | null): Promise<void> {
    const transceiver = this.transceivers.get('screen');
    if (track && !transceiver) this.addScreenTransceiver(track);
    else if (transceiver) {
      transceiver.direction = track ? 'sendonly' : 'inactive';
      void transceiver.sender.replaceTrack(track);
    }
    return this.negotiate(false);
  }

  restartIce(): Promise<void> {
    return this.negotiate(true);
  }

  /** An offer went out and its answer has not come back yet. */
  get hasPendingOffer(): boolean {
    return this.awaitingAnswer !== null;
  }

  handleAnswer(sdp: string): void {
    if (!this.awaitingAnswer) console.warn('A publisher answer arrived that nobody asked for');
    this.awaitingAnswer?.resolve(sdp);
  }

  addRemoteCandidate(candidate: Parameters<RemoteCandidates['add']>[0]): Promise<void> {
    return this.candidates.add(candidate);
  }

  close(): void {
    this.closed = true;
    this.ice.stop();
    this.awaitingAnswer?.reject(new Error('The publisher was closed'));
    this.pc.onicecandidate = null;
    this.pc.close();
  }

  private addScreenTransceiver(track: MediaStreamTrack): void {
    const screen = this.pc.addTransceiver(track, { direction: 'sendonly', sendEncodings: SCREEN_ENCODINGS });
    preferVp8(screen);
    this.transceivers.set('screen', screen);
  }

  /** Offers one at a time: a second change waits until the first answer is applied. */
  private negotiate(iceRestart: boolean): Promise<void> {
    const run = this.queue.then(() => this.offerAndApply(iceRestart));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async offerAndApply(iceRestart: boolean): Promise<void> {
    if (this.closed) return;
    const offer = await this.pc.createOffer({ iceRestart });
    await this.pc.setLocalDescription(offer);
    // Closed meanwhile (a reset): an offer from a dead connection must not reach the server.
    if (this.closed) return;
    const answer = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('The server did not answer the publish offer')),
        ANSWER_TIMEOUT_MS,
      );
      this.awaitingAnswer = {
        resolve: (sdp) => (clearTimeout(timer), resolve(sdp)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      };
    });
    const sent = this.options.send({ type: 'publish', sdp: offer.sdp ?? '', tracks: this.labelledTracks() });
    if (!sent) this.awaitingAnswer?.reject(new Error('Not connected: the offer was not sent'));
    try {
      const sdp = await answer;
      if (this.closed) return;
      await this.pc.setRemoteDescription({ type: 'answer', sdp });
      await this.candidates.flush();
    } finally {
      this.awaitingAnswer = null;
    }
  }

  private labelledTracks(): { mid: string; source: MediaSource }[] {
    return [...this.transceivers]
      .filter(([, transceiver]) => transceiver.mid !== null && transceiver.direction !== 'inactive')
      .map(([source, transceiver]) => ({ mid: transceiver.mid as string, source }));
  }
}
