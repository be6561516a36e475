import { spawn } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs/promises';

/**
 * Janus's recording files made without Janus: ffmpeg sends a few seconds of a lavfi test source as
 * RTP (VP8 or Opus, as browsers publish) to a UDP socket here, and the packets are written the way
 * Janus 1.1.2's recorder writes them (src/record.c): "MJR00002", a 2-byte length and the JSON info
 * header (t kind, c codec, d description, s created and u first frame, µs since the epoch), then per
 * packet "MEET", a 4-byte time in ms since the first packet, a 2-byte length and the RTP packet.
 * janus-pp-rec reads them as it reads Janus's own (`--json` prints the header).
 */

export interface MjrStream {
  kind: 'audio' | 'video';
  /** Our source name, which Janus stores as the stream's description. */
  description: string;
  seconds: number;
  /** Epoch ms Janus opened the file, and when its first frame came (the track's start). */
  createdAt: number;
  firstFrameAt: number;
  /** Video frame size (320x180 by default) or the audio tone (440 Hz by default). */
  size?: string;
  hz?: number;
  /** Video bitrate, kbit/s (300 by default). */
  kbps?: number;
}

const CLOCK_RATE = { video: 90_000, audio: 48_000 } as const;
/** After ffmpeg exits, its last packets may still wait in our socket: read until it is quiet this long. */
const QUIET_MS = 100;

function ffmpegArgs(stream: MjrStream, port: number): string[] {
  const source =
    stream.kind === 'video'
      ? ['-f', 'lavfi', '-i', `testsrc=s=${stream.size ?? '320x180'}:r=25:d=${stream.seconds}`]
      : ['-f', 'lavfi', '-i', `sine=f=${stream.hz ?? 440}:r=48000:d=${stream.seconds}`];
  const codec =
    stream.kind === 'video'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', `${stream.kbps ?? 300}k`, '-g', '50']
      : ['-c:a', 'libopus', '-b:a', '32k', '-ac', '1'];
  // 1200-byte packets, as WebRTC keeps under the path MTU.
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    ...source,
    ...codec,
    '-f',
    'rtp',
    `rtp://127.0.0.1:${port}?pkt_size=1200`,
  ];
}

/** The RTP packets ffmpeg sends for `stream`, in sequence order; throws if any went missing. */
export async function captureRtp(stream: MjrStream): Promise<Buffer[]> {
  const socket = dgram.createSocket({ type: 'udp4', recvBufferSize: 8 << 20 });
  const packets: Buffer[] = [];
  let lastPacketAt = Date.now();
  socket.on('message', (packet) => {
    packets.push(Buffer.from(packet));
    lastPacketAt = Date.now();
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  try {
    const ffmpeg = spawn('ffmpeg', ffmpegArgs(stream, socket.address().port), { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    ffmpeg.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => ffmpeg.on('close', resolve));
    if (code !== 0) throw new Error(`ffmpeg could not send ${stream.kind} RTP: ${stderr}`);
    while (Date.now() - lastPacketAt < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 2));
  } finally {
    socket.close();
  }
  const sequence = (packet: Buffer) => packet.readUInt16BE(2);
  packets.sort((a, b) => sequence(a) - sequence(b));
  const lost = sequence(packets.at(-1)!) - sequence(packets[0]!) + 1 - packets.length;
  if (packets.length === 0 || lost !== 0) throw new Error(`${stream.kind} RTP: ${lost} of the packets were lost`);
  return packets;
}

/** The .mjr bytes of these packets (see the file comment). */
export function mjrBytes(stream: MjrStream, packets: Buffer[]): Buffer {
  const info = Buffer.from(
    JSON.stringify({
      t: stream.kind === 'video' ? 'v' : 'a',
      c: stream.kind === 'video' ? 'vp8' : 'opus',
      d: stream.description,
      s: stream.createdAt * 1000,
      u: stream.firstFrameAt * 1000,
    }),
  );
  const infoLength = Buffer.alloc(2);
  infoLength.writeUInt16BE(info.length);
  const parts: Buffer[] = [Buffer.from('MJR00002'), infoLength, info];
  // Janus stamps each packet with its arrival; a steady sender arrives on its RTP clock.
  const firstTimestamp = packets[0]!.readUInt32BE(4);
  for (const packet of packets) {
    const frame = Buffer.alloc(10);
    frame.write('MEET', 0, 'latin1');
    const elapsed = (packet.readUInt32BE(4) - firstTimestamp) >>> 0;
    frame.writeUInt32BE(Math.round(elapsed / (CLOCK_RATE[stream.kind] / 1000)), 4);
    frame.writeUInt16BE(packet.length, 8);
    parts.push(frame, packet);
  }
  return Buffer.concat(parts);
}

/** Writes one .mjr file of `stream` at `file`. */
export async function writeMjr(file: string, stream: MjrStream): Promise<void> {
  await fs.writeFile(file, mjrBytes(stream, await captureRtp(stream)));
}
