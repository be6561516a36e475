import type { Browser, Page } from 'playwright-core';
import type { JanusRoom } from '../../../apps/server/src/modules/media/janus-room';
import { PublisherPeer, type IceCandidate } from '../../../apps/server/src/modules/media/publisher-peer';
import { SubscriberPeer, type StreamRef } from '../../../apps/server/src/modules/media/subscriber-peer';

/** What one m-line of a Chromium subscription receives (its inbound-rtp stats). */
export interface Inbound {
  mid: string;
  kind: 'audio' | 'video';
  packetsReceived: number;
  framesDecoded: number;
  frameWidth: number;
  /** Energy of the audio played out: above 0 once sound (not silence) has played; 0 for video. */
  totalAudioEnergy: number;
}

interface PeerWindow {
  pc: RTCPeerConnection;
  /** Janus's candidates that came before the remote description, added once it is set. */
  pendingCandidates: RTCIceCandidateInit[];
  janusCandidate(candidate: RTCIceCandidateInit | null): Promise<void>;
}

/**
 * One Chromium page whose RTCPeerConnection talks straight to our media module's peers in this
 * process, the way the rooms module relays for a browser but without the product: a PublisherPeer
 * (the fake camera as VP8 simulcast f/h/q, and the fake microphone) or a SubscriberPeer on a JanusRoom.
 * The page's own offer or answer goes out once ICE gathering is complete, so its candidates travel in
 * the SDP; Janus's trickled ones are added when they come.
 */
export class JanusPeerPage {
  /** What each published m-line carries (Janus's stream descriptions), by mid. */
  readonly #published: Array<{ mid: string; description: string }> = [];

  private constructor(readonly page: Page) {}

  static async open(browser: Browser, url: string): Promise<JanusPeerPage> {
    // A page from http://127.0.0.1 is a secure context: getUserMedia works there.
    const page = await (await browser.newContext()).newPage();
    await page.goto(url);
    await page.evaluate(() => {
      const w = window as unknown as PeerWindow;
      w.pc = new RTCPeerConnection();
      w.pendingCandidates = [];
      // Headless Chromium decodes audio only for a playing sink: received audio plays in an element.
      w.pc.addEventListener('track', ({ track }) => {
        if (track.kind !== 'audio') return;
        const element = document.createElement('audio');
        element.srcObject = new MediaStream([track]);
        document.body.append(element);
        void element.play().catch(() => undefined);
      });
      // Janus's end of candidates is not needed: the pair forms with the ones that came.
      w.janusCandidate = async (candidate) => {
        if (!candidate) return;
        if (!w.pc.remoteDescription) return void w.pendingCandidates.push(candidate);
        await w.pc.addIceCandidate(candidate);
      };
    });
    return new JanusPeerPage(page);
  }

  /** Publishes the fake camera and microphone into `room`; resolves with the publisher's feed. */
  async publish(room: JanusRoom, display: string): Promise<{ peer: PublisherPeer; feed: number }> {
    const peer = new PublisherPeer(room, display, {
      trickle: (candidate) => void this.#janusCandidate(candidate),
      failed: () => undefined,
    });
    const offer = await this.page.evaluate(async () => {
      const w = window as unknown as PeerWindow;
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: true,
        // The web app's camera: with 1280x720 Chromium's fake camera sends all three layers.
        video: { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
      });
      const [audio] = stream.getAudioTracks();
      const [video] = stream.getVideoTracks();
      const mic = w.pc.addTransceiver(audio!, { direction: 'sendonly', streams: [stream] });
      const camera = w.pc.addTransceiver(video!, {
        direction: 'sendonly',
        streams: [stream],
        // High to low, as the web app lists them (Janus reads f, h, q as substreams 2, 1, 0).
        sendEncodings: [{ rid: 'f' }, { rid: 'h', scaleResolutionDownBy: 2 }, { rid: 'q', scaleResolutionDownBy: 4 }],
      });
      await w.pc.setLocalDescription(await w.pc.createOffer());
      await gathered(w.pc);
      return { sdp: w.pc.localDescription!.sdp, mids: { audio: mic.mid!, video: camera.mid! } };

      function gathered(pc: RTCPeerConnection): Promise<void> {
        return new Promise((resolve) => {
          if (pc.iceGatheringState === 'complete') return resolve();
          pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
        });
      }
    });
    let feed = 0;
    this.#published.push(
      { mid: offer.mids.audio, description: 'microphone' },
      { mid: offer.mids.video, description: 'camera' },
    );
    const answer = await peer.publish(offer.sdp, this.#published, (joined) => (feed = joined));
    await this.#setRemote({ type: 'answer', sdp: answer });
    return { peer, feed };
  }

  /**
   * Adds a second video (another fake camera track at 640x360, one layer) to what `peer` publishes:
   * a renegotiation of the same connection, as the web app's screen share is.
   */
  async publishMore(peer: PublisherPeer, description: string): Promise<void> {
    const offer = await this.page.evaluate(async () => {
      const w = window as unknown as PeerWindow;
      const stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 360 } });
      const added = w.pc.addTransceiver(stream.getVideoTracks()[0]!, { direction: 'sendonly', streams: [stream] });
      await w.pc.setLocalDescription(await w.pc.createOffer());
      await new Promise<void>((resolve) => {
        if (w.pc.iceGatheringState === 'complete') return resolve();
        w.pc.addEventListener('icegatheringstatechange', () => w.pc.iceGatheringState === 'complete' && resolve());
      });
      return { sdp: w.pc.localDescription!.sdp, mid: added.mid! };
    });
    this.#published.push({ mid: offer.mid, description });
    const answer = await peer.publish(offer.sdp, this.#published, () => undefined);
    await this.#setRemote({ type: 'answer', sdp: answer });
  }

  /** Subscribes to `streams` of `room` through a SubscriberPeer, answering each of its offers. */
  subscribe(room: JanusRoom, streams: StreamRef[]): SubscriberPeer {
    let answering: Promise<void> = Promise.resolve();
    const peer: SubscriberPeer = new SubscriberPeer(room, {
      offer: (sdp: string) => {
        answering = answering
          .then(async () => peer.answer(await this.#answer(sdp)))
          .catch((error: unknown) => console.warn('the subscriber page could not answer', error));
      },
      trickle: (candidate) => void this.#janusCandidate(candidate),
      failed: () => undefined,
      problem: () => undefined,
      slowLink: () => undefined,
    });
    peer.want(streams);
    return peer;
  }

  /** The inbound-rtp stats of every receiving m-line. */
  inbound(): Promise<Inbound[]> {
    return this.page.evaluate(async () => {
      const w = window as unknown as PeerWindow;
      const receiving = w.pc.getTransceivers().filter((t) => t.mid !== null && t.currentDirection === 'recvonly');
      return Promise.all(
        receiving.map(async (transceiver) => {
          const report = await transceiver.receiver.getStats();
          const stat = ([...report.values()] as Array<Record<string, unknown>>).find((s) => s.type === 'inbound-rtp');
          const number = (key: string) => (typeof stat?.[key] === 'number' ? (stat[key] as number) : 0);
          return {
            mid: transceiver.mid!,
            kind: transceiver.receiver.track.kind as 'audio' | 'video',
            packetsReceived: number('packetsReceived'),
            framesDecoded: number('framesDecoded'),
            frameWidth: number('frameWidth'),
            totalAudioEnergy: number('totalAudioEnergy'),
          };
        }),
      );
    });
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }

  async #answer(sdp: string): Promise<string> {
    await this.#setRemote({ type: 'offer', sdp });
    return this.page.evaluate(async () => {
      const w = window as unknown as PeerWindow;
      await w.pc.setLocalDescription(await w.pc.createAnswer());
      await new Promise<void>((resolve) => {
        if (w.pc.iceGatheringState === 'complete') return resolve();
        w.pc.addEventListener('icegatheringstatechange', () => w.pc.iceGatheringState === 'complete' && resolve());
      });
      return w.pc.localDescription!.sdp;
    });
  }

  async #setRemote(description: RTCSessionDescriptionInit): Promise<void> {
    await this.page.evaluate(async (remote) => {
      const w = window as unknown as PeerWindow;
      await w.pc.setRemoteDescription(remote);
      for (const candidate of w.pendingCandidates.splice(0)) await w.pc.addIceCandidate(candidate);
    }, description);
  }

  async #janusCandidate(candidate: IceCandidate | null): Promise<void> {
    await this.page
      .evaluate(
        (init) => (window as unknown as PeerWindow).janusCandidate(init),
        candidate as RTCIceCandidateInit | null,
      )
      .catch(() => undefined);
  }
}
