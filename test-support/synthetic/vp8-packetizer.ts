/**
 * VP8 RTP payloads (RFC 7741) as a browser writes them: every packet starts with a 4-byte payload
 * descriptor carrying a 15-bit PictureID (X=1, I=1, M=1), S=1 on a frame's first packet and partition
 * index 0; the frame is split into near-equal pieces of at most `maxPayload` bytes (descriptor
 * included). The RTP marker goes on a frame's last packet. Janus reads the PictureID and keyframe bit
 * when it switches simulcast layers.
 */
export const VP8_DESCRIPTOR_BYTES = 4;

export interface Vp8Packet {
  payload: Buffer;
  marker: boolean;
}

export function packetizeVp8(frame: Buffer, pictureId: number, maxPayload = 1200): Vp8Packet[] {
  if (frame.length === 0) throw new Error('empty VP8 frame');
  const room = maxPayload - VP8_DESCRIPTOR_BYTES;
  if (room <= 0) throw new Error('maxPayload too small');
  const count = Math.ceil(frame.length / room);
  const size = Math.ceil(frame.length / count);
  const id = pictureId & 0x7fff;
  const packets: Vp8Packet[] = [];
  for (let i = 0; i < count; i++) {
    const piece = frame.subarray(i * size, Math.min(frame.length, (i + 1) * size));
    const descriptor = Buffer.from([i === 0 ? 0x90 : 0x80, 0x80, 0x80 | (id >> 8), id & 0xff]);
    packets.push({ payload: Buffer.concat([descriptor, piece]), marker: i === count - 1 });
  }
  return packets;
}

/** What a receiver reads from a VP8 payload descriptor, enough to count frames and keyframes. */
export interface Vp8Descriptor {
  start: boolean;
  partition: number;
  pictureId: number | undefined;
  /** Bytes the descriptor takes before the VP8 data. */
  size: number;
  /** Only meaningful on a frame's first packet (start and partition 0). */
  keyframe: boolean;
}

export function readVp8Descriptor(payload: Buffer): Vp8Descriptor {
  const first = payload[0]!;
  let offset = 1;
  let pictureId: number | undefined;
  if (first & 0x80) {
    const flags = payload[offset++]!;
    if (flags & 0x80) {
      const high = payload[offset++]!;
      pictureId = high & 0x80 ? ((high & 0x7f) << 8) | payload[offset++]! : high & 0x7f;
    }
    if (flags & 0x40) offset++; // TL0PICIDX
    if (flags & 0x30) offset++; // TID / KEYIDX
  }
  const start = (first & 0x10) !== 0;
  const partition = first & 0x07;
  const keyframe = start && partition === 0 && payload.length > offset && (payload[offset]! & 0x01) === 0;
  return { start, partition, pictureId, size: offset, keyframe };
}
