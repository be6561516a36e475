import { readFileSync } from 'node:fs';

/** One coded frame of a fixture, in file order. */
export interface CodedFrame {
  data: Buffer;
  keyframe: boolean;
}

export interface IvfStream {
  fourcc: string;
  width: number;
  height: number;
  /** Frames per second from the IVF time base (rate / scale). */
  fps: number;
  frames: CodedFrame[];
}

/** A VP8 frame is a keyframe when bit 0 of its first byte (the inverse key frame flag, RFC 6386 9.1) is 0. */
export const isVp8Keyframe = (frame: Buffer) => frame.length > 0 && (frame[0]! & 0x01) === 0;

/** IVF (libvpx's container): a 32-byte header, then per frame a 12-byte header (size, pts) and the frame. */
export function parseIvf(file: Buffer): IvfStream {
  if (file.toString('ascii', 0, 4) !== 'DKIF') throw new Error('not an IVF file');
  const headerSize = file.readUInt16LE(6);
  const stream: IvfStream = {
    fourcc: file.toString('ascii', 8, 12),
    width: file.readUInt16LE(12),
    height: file.readUInt16LE(14),
    fps: file.readUInt32LE(16) / file.readUInt32LE(20),
    frames: [],
  };
  let offset = headerSize;
  while (offset + 12 <= file.length) {
    const size = file.readUInt32LE(offset);
    const data = file.subarray(offset + 12, offset + 12 + size);
    if (data.length < size) throw new Error('IVF file cut short');
    stream.frames.push({ data, keyframe: isVp8Keyframe(data) });
    offset += 12 + size;
  }
  return stream;
}

/**
 * The packets of an Ogg stream (RFC 3533): pages of segments, a packet ending at the first segment
 * shorter than 255 bytes (it may continue across pages). For Ogg Opus the first two packets are the
 * OpusHead and OpusTags headers; the rest are Opus packets (RFC 7845).
 */
export function parseOggPackets(file: Buffer): Buffer[] {
  const packets: Buffer[] = [];
  let pending: Buffer[] = [];
  let offset = 0;
  while (offset + 27 <= file.length) {
    if (file.toString('ascii', offset, offset + 4) !== 'OggS') throw new Error(`no Ogg page at byte ${offset}`);
    const segments = file[offset + 26]!;
    const table = file.subarray(offset + 27, offset + 27 + segments);
    let body = offset + 27 + segments;
    for (const size of table) {
      pending.push(file.subarray(body, body + size));
      body += size;
      if (size < 255) {
        packets.push(Buffer.concat(pending));
        pending = [];
      }
    }
    offset = body;
  }
  return packets;
}

/** The Opus packets of an Ogg Opus file, headers dropped. */
export function parseOggOpus(file: Buffer): Buffer[] {
  const packets = parseOggPackets(file);
  if (packets[0]?.toString('ascii', 0, 8) !== 'OpusHead') throw new Error('not an Ogg Opus file');
  return packets.slice(2);
}

export const readIvf = (path: string) => parseIvf(readFileSync(path));
export const readOggOpus = (path: string) => parseOggOpus(readFileSync(path));
