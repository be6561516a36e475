import type { ClientMessage, RemoteStream } from '@vm/contracts';
import { RemoteCandidates, toWireCandidate } from './ice-candidates';
import { watchIce, type IceCallbacks, type IceWatcher } from './ice-watch';
import { mapTracksToParticipants, type SourceTracks } from './track-map';

export type RemoteTracks = Record<string, SourceTracks<MediaStreamTrack>>;

export interface SubscriberOptions {
  iceServers: RTCIceServer[];
  send: (message: ClientMessage) => boolean;
  onTracks: (tracks: RemoteTracks) => void;
  /** ICE trouble and recovery: the owner decides how to recover and what to show. */
  ice: IceCallbacks;
}

/**
 * The one subscribing connection that carries every remote stream. The server offers (again
 * whenever someone starts or stops publishing), we answer; after each answer the tracks are mapped
 * to participants by mid from the offer's `streams` list.
 */
export class Subscriber {
  readonly pc: RTCPeerConnection;
  private readonly candidates: RemoteCandidates;
  private readonly ice: IceWatcher;
  private streams: RemoteStream[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: SubscriberOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers, bundlePolicy: 'max-bundle' });
    this.candidates = new RemoteCandidates(this.pc);
    this.pc.onicecandidate = (event) =>
      options.send({ type: 'trickle', connection: 'subscriber', candidate: toWireCandidate(event.candidate) });
    this.ice = watchIce(this.pc, options.ice);
  }

  /** The streams of the last offer applied, by mid (read by the stats view and the test hook). */
  get currentStreams(): readonly RemoteStream[] {
    return this.streams;
  }

  /** Offers are applied in arrival order, each after the previous answer was sent. */
  handleOffer(sdp: string, streams: RemoteStream[]): Promise<void> {
    const run = this.queue.then(() => this.answer(sdp, streams));
    this.queue = run.catch((error: unknown) => console.warn('A subscriber offer could not be applied', error));
    return run;
  }

  addRemoteCandidate(candidate: Parameters<RemoteCandidates['add']>[0]): Promise<void> {
    return this.candidates.add(candidate);
  }

  close(): void {
    this.ice.stop();
    this.pc.onicecandidate = null;
    this.pc.close();
  }

  private async answer(sdp: string, streams: RemoteStream[]): Promise<void> {
    if (this.pc.signalingState === 'closed') return;
    await this.pc.setRemoteDescription({ type: 'offer', sdp });
    await this.candidates.flush();
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.options.send({ type: 'subscriberAnswer', sdp: answer.sdp ?? '' });
    this.streams = streams;
    const received = this.pc
      .getTransceivers()
      .filter(
        (transceiver) => transceiver.currentDirection !== 'inactive' && transceiver.currentDirection !== 'stopped',
      )
      .map((transceiver) => ({ mid: transceiver.mid, track: transceiver.receiver.track }));
    this.options.onTracks(mapTracksToParticipants(streams, received));
  }
}
