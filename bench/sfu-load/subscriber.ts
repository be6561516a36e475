import type { RemoteStream } from '@vm/contracts';
import type { RTCDtlsTransport, RTCPeerConnection, RtpPacket } from 'werift';
import { createPeer } from './peer';
import { countPacket, ssrcsByMid, type StreamCount } from './rtp-stats';
import type { Signal } from './signal';

export interface ReceiveTotals {
  packets: number;
  bytes: number;
  frames: number;
  expected: number;
  lost: number;
  /** Mean interarrival jitter over the streams, ms. */
  jitterMs: { audio: number; video: number };
  streams: { audio: number; video: number };
}

/**
 * One synthetic participant's subscribing connection: answers every subscriber offer as the web app
 * does, asks for the low layer of every camera (as small tiles do), and counts the RTP that arrives
 * without decoding it: packets, bytes, frames, loss and jitter per SSRC.
 */
export class SyntheticSubscriber {
  readonly counts = new Map<number, StreamCount>();
  streams: RemoteStream[] = [];
  firstPacketAt: { audio?: number; video?: number } = {};
  #pc: RTCPeerConnection;
  #transport: RTCDtlsTransport | undefined;
  #ssrcs = new Map<number, { mid: string; kind: 'audio' | 'video' }>();
  #queue: Promise<void> = Promise.resolve();
  #offers = 0;

  constructor(
    private readonly signal: Signal,
    private readonly quality: 'low' | 'medium' | 'high',
    /**
     * Cameras to take at most. Our signaling has no way to choose (the server subscribes everyone to
     * every stream), so the ones beyond the cap are refused in the answer (direction inactive), as a
     * browser may; Janus keeps them in the subscription but has no one to send them to.
     */
    private readonly maxCameras = Infinity,
  ) {
    this.#pc = createPeer(signal, 'subscriber');
    signal.on((message) => {
      if (message.type !== 'subscriberOffer') return;
      this.#queue = this.#queue
        .then(() => this.#answer(message.sdp, message.streams))
        .catch((error: unknown) => {
          console.warn('subscriber offer failed', error);
        });
    });
  }

  get offers(): number {
    return this.#offers;
  }

  close(): void {
    void this.#pc.close();
  }

  totals(): ReceiveTotals {
    const totals: ReceiveTotals = {
      packets: 0,
      bytes: 0,
      frames: 0,
      expected: 0,
      lost: 0,
      jitterMs: { audio: 0, video: 0 },
      streams: { audio: 0, video: 0 },
    };
    for (const stream of this.counts.values()) {
      const expected = stream.highestSeq - stream.baseSeq + 1;
      totals.packets += stream.packets;
      totals.bytes += stream.bytes;
      totals.frames += stream.frames;
      totals.expected += expected;
      totals.lost += Math.max(0, expected - stream.packets);
      totals.streams[stream.kind] += 1;
      totals.jitterMs[stream.kind] += (stream.jitter / stream.clockRate) * 1000;
    }
    for (const kind of ['audio', 'video'] as const)
      totals.jitterMs[kind] = totals.streams[kind] ? totals.jitterMs[kind] / totals.streams[kind] : 0;
    return totals;
  }

  async #answer(sdp: string, streams: RemoteStream[]): Promise<void> {
    this.#offers += 1;
    await this.#pc.setRemoteDescription({ type: 'offer', sdp });
    const taken = new Set(
      streams
        .filter((stream) => stream.kind === 'video' && stream.source === 'camera')
        .slice(0, this.maxCameras)
        .map((stream) => stream.mid),
    );
    for (const transceiver of this.#pc.getTransceivers())
      if (transceiver.kind === 'video' && transceiver.mid !== null)
        transceiver.setDirection(taken.has(transceiver.mid) ? 'recvonly' : 'inactive');
    await this.#pc.setLocalDescription(await this.#pc.createAnswer());
    this.signal.send({ type: 'subscriberAnswer', sdp: this.#pc.localDescription!.sdp });
    if (process.env.SFU_LOAD_DEBUG)
      console.log('SUB OFFER\n' + sdp + '\nSUB ANSWER\n' + this.#pc.localDescription!.sdp);
    this.streams = streams;
    this.#ssrcs = ssrcsByMid(sdp);
    this.#listen();
    const cameras = streams.filter((stream) => taken.has(stream.mid));
    if (cameras.length > 0 && this.quality !== 'high')
      this.signal.send({ type: 'videoQuality', streams: cameras.map(({ mid }) => ({ mid, quality: this.quality })) });
  }

  #listen(): void {
    const transport = this.#pc.getTransceivers()[0]?.receiver.dtlsTransport;
    if (!transport || transport === this.#transport) return;
    this.#transport = transport;
    transport.onRtp.subscribe((packet: RtpPacket) => this.#count(packet));
  }

  #count(packet: RtpPacket): void {
    const { header } = packet;
    const now = performance.now();
    let stream = this.counts.get(header.ssrc);
    if (!stream) {
      const kind = this.#ssrcs.get(header.ssrc)?.kind ?? (header.payloadType === 111 ? 'audio' : 'video');
      stream = {
        kind,
        packets: 0,
        bytes: 0,
        frames: 0,
        baseSeq: header.sequenceNumber,
        highestSeq: header.sequenceNumber,
        jitter: 0,
        lastTransit: undefined,
        clockRate: kind === 'audio' ? 48_000 : 90_000,
      };
      this.counts.set(header.ssrc, stream);
      this.firstPacketAt[kind] ??= now;
    }
    countPacket(stream, header.sequenceNumber, header.timestamp, header.marker, packet.payload.length, now);
  }
}
