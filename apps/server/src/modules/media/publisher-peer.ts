import Janode from 'janode';
import type { JanusRoom } from './janus-room';
import { offerFingerprint } from './sdp-offer';
import type { VideoRoomHandle } from 'janode/plugins/videoroom';
import { PUBLISHER_BITRATE_CAP, randomJanusId } from './videoroom-settings';

export interface PeerEvents {
  trickle(candidate: IceCandidate | null): void;
  /** Janus lost this peer's WebRTC connection (hangup or ICE failure). */
  failed(): void;
}
export interface IceCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
}

/**
 * A participant's publishing connection in Janus: one handle joined as publisher under a feed id.
 * A new browser connection (new DTLS fingerprint) gets a new handle and feed; the same connection
 * renegotiates (adds or drops the screen, ICE restart) with 'configure'.
 */
export class PublisherPeer {
  feed: number | undefined;
  #handle: VideoRoomHandle | undefined;
  #fingerprint: string | undefined;

  constructor(
    private readonly room: JanusRoom,
    private readonly display: string,
    private readonly events: PeerEvents,
  ) {}

  /** Relays the browser's offer to Janus and returns Janus's answer. `beforeJoin` learns the new feed id first. */
  async publish(
    sdp: string,
    descriptions: Array<{ mid: string; description: string }>,
    beforeJoin: (feed: number) => void,
  ) {
    const jsep = { type: 'offer' as const, sdp };
    const fingerprint = offerFingerprint(sdp);
    if (this.#handle && fingerprint === this.#fingerprint) {
      const configured = await this.#handle.configure({ jsep, descriptions });
      return answerOf(configured.jsep);
    }
    await this.close();
    const handle = await this.room.attach();
    this.#handle = handle;
    this.#fingerprint = fingerprint;
    this.feed = randomJanusId();
    handle.on(Janode.EVENT.HANDLE_TRICKLE, (data: { completed?: boolean } & IceCandidate) =>
      this.events.trickle(data.completed ? null : data),
    );
    const failed = () => handle === this.#handle && this.events.failed();
    handle.on(Janode.EVENT.HANDLE_HANGUP, failed);
    handle.on(Janode.EVENT.HANDLE_ICE_FAILED, failed);
    beforeJoin(this.feed);
    const joined = await handle.joinConfigurePublisher({
      room: this.room.id,
      feed: this.feed,
      display: this.display,
      bitrate: PUBLISHER_BITRATE_CAP,
      descriptions,
      jsep,
    });
    return answerOf(joined.jsep);
  }

  async trickle(candidate: IceCandidate | null): Promise<void> {
    if (!this.#handle) return;
    if (!candidate) return this.#handle.trickleComplete();
    await this.#handle.trickle(candidate);
  }

  async close(): Promise<void> {
    const handle = this.#handle;
    this.#handle = undefined;
    this.#fingerprint = undefined;
    this.feed = undefined;
    if (handle) await handle.detach().catch(() => {});
  }
}

function answerOf(jsep: { sdp: string } | undefined): string {
  if (!jsep) throw new Error('the media server gave no answer');
  return jsep.sdp;
}
