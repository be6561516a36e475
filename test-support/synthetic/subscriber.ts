import type { RemoteStream } from '@vm/contracts';
import type { RTCDtlsTransport, RTCPeerConnection, RtpPacket } from 'werift';
import { createPeer } from './peer';
import { readRtpHeader, SRTP_TAG_BYTES, type RtpHeaderFields } from './rtp-header';
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
 * without decoding it: packets, bytes, frames, loss and jitter per SSRC. By default it reads each
 * packet's clear SRTP header before werift sees it and goes no further (no decryption, and werift's
 * receivers never see the RTP, so no NACKs or receiver reports for it); with `decrypt`, werift
 * decrypts and parses each packet first, at several times the CPU.
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
  #closed = false;

  constructor(
    private readonly signal: Signal,
    private readonly quality: 'low' | 'medium' | 'high',
    /**
     * Cameras to take at most. The server subscribes everyone to every stream; the cameras beyond the
     * cap are asked `off` in `videoQuality`, as the web app asks for cameras on another page of its
     * grid, and Janus stops forwarding them to this participant (configure send:false).
     */
    private readonly maxCameras = Infinity,
    private readonly decrypt = false,
  ) {
    this.#pc = createPeer(signal, 'subscriber');
    signal.on((message) => {
      if (message.type === 'mediaReset') return void this.#restart();
      if (message.type !== 'subscriberOffer') return;
      this.#queue = this.#queue
        .then(() => this.#answer(message.sdp, message.streams))
        .catch((error: unknown) => {
          // An offer still queued when the run ends meets a closed connection: nothing to report.
          if (!this.#closed) console.warn('subscriber offer failed', error);
        });
    });
  }

  get offers(): number {
    return this.#offers;
  }

  close(): void {
    this.#closed = true;
    void this.#pc.close();
  }

  /**
   * The media server restarted (or this participant's audience room moved): as the web app does, a
   * new connection for the new subscriber offer that follows. Counts go on (new streams, new SSRCs).
   */
  #restart(): void {
    if (this.#closed) return;
    const old = this.#pc;
    this.#pc = createPeer(this.signal, 'subscriber');
    this.#transport = undefined;
    this.#ssrcs = new Map();
    void old.close();
  }

  /**
   * What arrived so far from one participant's streams in this subscription: audio packets and video
   * frames (by the offer's labels; a stream of an earlier offer that no longer carries them is not counted).
   */
  receivedFrom(participantId: string): { audioPackets: number; videoFrames: number } {
    const mids = new Set(this.streams.filter((stream) => stream.participantId === participantId).map(({ mid }) => mid));
    const received = { audioPackets: 0, videoFrames: 0 };
    for (const [ssrc, count] of this.counts) {
      const mid = this.#ssrcs.get(ssrc)?.mid;
      if (mid === undefined || !mids.has(mid)) continue;
      if (count.kind === 'audio') received.audioPackets += count.packets;
      else received.videoFrames += count.frames;
    }
    return received;
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
    await this.#pc.setLocalDescription(await this.#pc.createAnswer());
    this.signal.send({ type: 'subscriberAnswer', sdp: this.#pc.localDescription!.sdp });
    if (process.env.SFU_LOAD_DEBUG)
      console.log('SUB OFFER\n' + sdp + '\nSUB ANSWER\n' + this.#pc.localDescription!.sdp);
    this.streams = streams;
    this.#ssrcs = ssrcsByMid(sdp);
    this.#listen();
    // The first cameras in offer order (new ones come last, so the choice stays put) at the wanted
    // layer, the rest off.
    const cameras = streams.filter((stream) => stream.kind === 'video' && stream.source === 'camera');
    if (cameras.length > 0)
      this.signal.send({
        type: 'videoQuality',
        streams: cameras.map(({ mid }, i) => ({ mid, quality: i < this.maxCameras ? this.quality : 'off' })),
      });
  }

  #listen(): void {
    const transport = this.#pc.getTransceivers()[0]?.receiver.dtlsTransport;
    if (!transport || transport === this.#transport) return;
    this.#transport = transport;
    if (this.decrypt) {
      transport.onRtp.subscribe((packet: RtpPacket) => this.#count(packet.header, packet.payload.length));
      return;
    }
    // Every datagram of the bundled connection passes here (STUN has been taken out); RTP stops here,
    // the rest (DTLS, RTCP) goes on to werift.
    const onData = transport.iceTransport.connection.onData;
    const passOn = onData.execute;
    onData.execute = (data: Buffer) => {
      const header = readRtpHeader(data);
      if (!header) return passOn(data);
      const tag = SRTP_TAG_BYTES[transport.dtls?.srtp.srtpProfile ?? 1] ?? 10;
      this.#count(header, data.length - header.headerLength - tag);
    };
  }

  #count(header: Omit<RtpHeaderFields, 'headerLength'>, payloadBytes: number): void {
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
    countPacket(stream, header.sequenceNumber, header.timestamp, header.marker, payloadBytes, now);
  }
}
