import { randomInt } from 'node:crypto';
import { RTP_EXTENSION_URI, RtpHeader, type RTCDtlsTransport, type RTCPeerConnection } from 'werift';
import type { CodedFrame } from './media-files';
import { connected, createPeer } from './peer';
import type { Signal } from './signal';
import { packetizeVp8 } from './vp8-packetizer';

/** The fixtures every synthetic camera and microphone plays, loaded once. */
export interface Fixtures {
  /** Simulcast layers by rid, listed high to low as the web app's offer lists them (f, h, q). */
  video: Array<{ rid: string; fps: number; frames: CodedFrame[] }>;
  /** Opus packets of 20 ms. */
  audio: Buffer[];
}

/**
 * Opus DTX as a browser sends it in silence: one packet every 400 ms. The packet is the 20 ms
 * fullband CELT silence frame (TOC 0xF8, then 0xFF 0xFE).
 */
const DTX_PACKET = Buffer.from([0xf8, 0xff, 0xfe]);
const DTX_INTERVAL_MS = 400;
const OPUS_FRAME_MS = 20;
/** RFC 6464 level (-dBov) of silence. */
const SILENT_LEVEL = 127;

interface Layer {
  rid: string;
  ssrc: number;
  seq: number;
  timestamp: number;
  pictureId: number;
  frames: CodedFrame[];
  frameMs: number;
}

export interface PublisherStats {
  packets: number;
  bytes: number;
}

/**
 * One synthetic publisher: its own publishing connection, a microphone and a camera transceiver
 * labelled as the web app labels them, the camera offered with three rid layers (f, h, q) as the web
 * app's simulcast offer. werift's RTCRtpSender sends one stream per sender, so the packets go to the
 * DTLS transport directly: each layer its own SSRC carrying the rid and mid header extensions (Janus
 * learns the layers' SSRCs from the rid, as with Chrome), audio with the RFC 6464 audio-level
 * extension that Janus raises talking events from.
 */
export class SyntheticPublisher {
  readonly stats: PublisherStats = { packets: 0, bytes: 0 };
  #transport: RTCDtlsTransport | undefined;
  #layers: Layer[] = [];
  #audio = { ssrc: 0, seq: 0, timestamp: 0, index: 0, pt: 111, nextAt: 0 };
  #video = { pt: 96, index: 0, nextAt: 0 };
  #ext = { mid: 0, rid: 0, level: 0 };
  #mids = { audio: '0', video: '1' };
  pc: RTCPeerConnection | undefined;

  constructor(
    private readonly signal: Signal,
    private readonly fixtures: Fixtures,
    /** Loud audio (talking) or Opus DTX silence. */
    private readonly talking: boolean,
    /** Which layers to offer and send, e.g. ['f','h','q'] or ['q'] (one layer, no simulcast). */
    private readonly rids: string[],
  ) {}

  async start(): Promise<void> {
    const pc = createPeer(this.signal, 'publisher');
    this.pc = pc;
    const audio = pc.addTransceiver('audio', { direction: 'sendonly' });
    const simulcast = this.rids.length > 1 ? this.rids.map((rid) => ({ rid, direction: 'send' as const })) : undefined;
    const video = pc.addTransceiver('video', { direction: 'sendonly', simulcast });
    await pc.setLocalDescription(await pc.createOffer());
    this.#mids = { audio: audio.mid!, video: video.mid! };
    const answer = this.signal.next('publisherAnswer');
    this.signal.send({
      type: 'publish',
      sdp: withoutVideoSsrcs(pc.localDescription!.sdp, this.rids.length > 1),
      tracks: [
        { mid: audio.mid!, source: 'microphone' },
        { mid: video.mid!, source: 'camera' },
      ],
    });
    const answerSdp = (await answer).sdp;
    if (process.env.SFU_LOAD_DEBUG)
      console.log(
        'OFFER\n' + withoutVideoSsrcs(pc.localDescription!.sdp, this.rids.length > 1) + '\nANSWER\n' + answerSdp,
      );
    await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    await connected(pc);
    this.#transport = video.sender.dtlsTransport;
    // Janus's answer keeps our ids (it echoes the offer's extmap lines).
    const extId = (uri: string, list: Array<{ uri: string; id: number }>) => list.find((e) => e.uri === uri)?.id ?? 0;
    this.#ext = {
      mid: extId(RTP_EXTENSION_URI.sdesMid, video.headerExtensions),
      rid: extId(RTP_EXTENSION_URI.sdesRTPStreamID, video.headerExtensions),
      level: extId(RTP_EXTENSION_URI.audioLevelIndication, audio.headerExtensions),
    };
    this.#audio.pt = audio.sender.codec?.payloadType ?? 111;
    this.#audio.ssrc = audio.sender.ssrc;
    this.#video.pt = video.sender.codec?.payloadType ?? 96;
    // Start somewhere in the fixture, as people do not all move in step.
    const start = randomInt(this.fixtures.video[0]!.frames.length);
    this.#video.index = start;
    this.#audio.index = randomInt(this.fixtures.audio.length);
    this.#layers = this.fixtures.video
      .filter((layer) => this.rids.includes(layer.rid))
      .map((layer) => ({
        rid: layer.rid,
        ssrc: this.rids.length > 1 ? randomInt(1, 2 ** 32 - 1) : video.sender.ssrc,
        seq: randomInt(65536),
        timestamp: randomInt(2 ** 32),
        pictureId: randomInt(0x7fff),
        frames: layer.frames,
        frameMs: 1000 / layer.fps,
      }));
    const now = performance.now();
    this.#video.nextAt = now;
    this.#audio.nextAt = now;
  }

  /** Sends whatever is due by `now` (ms, performance.now()); called by the shared pacer. */
  tick(now: number): void {
    if (!this.#transport || this.#transport.state !== 'connected') return;
    const frameMs = this.#layers[0]?.frameMs ?? 1000 / 30;
    while (this.#video.nextAt <= now) {
      const index = this.#video.index;
      for (const layer of this.#layers) this.#sendFrame(layer, layer.frames[index % layer.frames.length]!);
      this.#video.index += 1;
      this.#video.nextAt += frameMs;
    }
    const step = this.talking ? OPUS_FRAME_MS : DTX_INTERVAL_MS;
    while (this.#audio.nextAt <= now) {
      const packets = this.fixtures.audio;
      const payload = this.talking ? packets[this.#audio.index++ % packets.length]! : DTX_PACKET;
      // A voice between -20 and -35 dBov, well above Janus's talking threshold (level 40 here).
      const level = this.talking ? 20 + randomInt(16) : SILENT_LEVEL;
      this.#send(
        new RtpHeader({
          payloadType: this.#audio.pt,
          sequenceNumber: this.#audio.seq,
          timestamp: this.#audio.timestamp,
          ssrc: this.#audio.ssrc,
          marker: false,
          extensions: [
            { id: this.#ext.mid, payload: Buffer.from(this.#mids.audio) },
            { id: this.#ext.level, payload: Buffer.from([0x80 | level]) },
          ].filter((e) => e.id > 0),
        }),
        payload,
      );
      this.#audio.seq = (this.#audio.seq + 1) & 0xffff;
      this.#audio.timestamp = (this.#audio.timestamp + step * 48) >>> 0;
      this.#audio.nextAt += step;
    }
  }

  close(): void {
    this.#transport = undefined;
    void this.pc?.close();
  }

  /** A new connection and a new publish, as the web app makes after mediaReset (the old handle is gone). */
  async restart(): Promise<void> {
    this.close();
    await this.start();
  }

  #sendFrame(layer: Layer, frame: CodedFrame): void {
    for (const packet of packetizeVp8(frame.data, layer.pictureId)) {
      const extensions = [{ id: this.#ext.mid, payload: Buffer.from(this.#mids.video) }];
      if (this.rids.length > 1) extensions.push({ id: this.#ext.rid, payload: Buffer.from(layer.rid) });
      this.#send(
        new RtpHeader({
          payloadType: this.#video.pt,
          sequenceNumber: layer.seq,
          timestamp: layer.timestamp,
          ssrc: layer.ssrc,
          marker: packet.marker,
          extensions: extensions.filter((e) => e.id > 0),
        }),
        packet.payload,
      );
      layer.seq = (layer.seq + 1) & 0xffff;
    }
    layer.pictureId = (layer.pictureId + 1) & 0x7fff;
    layer.timestamp = (layer.timestamp + Math.round(layer.frameMs * 90)) >>> 0;
  }

  #send(header: RtpHeader, payload: Buffer): void {
    header.extension = header.extensions.length > 0;
    this.stats.packets += 1;
    this.stats.bytes += payload.length + 12;
    void this.#transport?.sendRtp(payload, header);
  }
}

/**
 * With rid simulcast the offer must not name an SSRC for the camera (as Chrome's does not): Janus
 * then learns each layer's SSRC from its rid. werift writes one for its sender anyway.
 */
export function withoutVideoSsrcs(sdp: string, simulcast: boolean): string {
  if (!simulcast) return sdp;
  const sections = sdp.split(/\r\n(?=m=)/);
  return sections
    .map((section) =>
      section.startsWith('m=video')
        ? section
            .split('\r\n')
            .filter((line) => !line.startsWith('a=ssrc:') && !line.startsWith('a=ssrc-group:'))
            .join('\r\n')
        : section,
    )
    .join('\r\n');
}

/**
 * One pacer for many publishers: every 10 ms each sends what is due (one timer, not one per
 * publisher). `publishers` is read at each tick, so people may join meanwhile. Returns the stop.
 */
export function pacePublishers(publishers: () => Iterable<SyntheticPublisher | undefined>): () => void {
  const timer = setInterval(() => {
    const now = performance.now();
    for (const publisher of publishers()) publisher?.tick(now);
  }, 10);
  return () => clearInterval(timer);
}
