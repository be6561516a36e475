/** What one received stream (one SSRC) carried, RFC 3550 style. */
export interface StreamCount {
  kind: 'audio' | 'video';
  packets: number;
  bytes: number;
  /** Video frames completed (packets with the marker bit). */
  frames: number;
  baseSeq: number;
  /** Highest sequence number seen, extended over wrap-arounds. */
  highestSeq: number;
  /** Interarrival jitter in RTP clock units (RFC 3550 A.8). */
  jitter: number;
  lastTransit: number | undefined;
  clockRate: number;
}

/** RFC 3550 A.1: extends a 16-bit sequence number to the one nearest the highest seen. */
export function extendSeq(seq: number, highest: number): number {
  const cycle = highest - (highest & 0xffff);
  let extended = cycle + seq;
  if (extended < highest - 0x8000) extended += 0x10000;
  else if (extended > highest + 0x8000) extended -= 0x10000;
  return extended;
}

export function countPacket(
  stream: StreamCount,
  seq: number,
  rtpTimestamp: number,
  marker: boolean,
  size: number,
  arrivalMs: number,
) {
  stream.packets += 1;
  stream.bytes += size;
  if (marker && stream.kind === 'video') stream.frames += 1;
  const extended = extendSeq(seq, stream.highestSeq);
  if (extended > stream.highestSeq) stream.highestSeq = extended;
  if (extended < stream.baseSeq) stream.baseSeq = extended;
  const transit = (arrivalMs * stream.clockRate) / 1000 - rtpTimestamp;
  if (stream.lastTransit !== undefined) {
    let d = Math.abs(transit - stream.lastTransit);
    // Timestamps are 32-bit: a wrap is not a jump of a whole cycle.
    if (d > 2 ** 31) d = Math.abs(d - 2 ** 32);
    stream.jitter += (d - stream.jitter) / 16;
  }
  stream.lastTransit = transit;
}

/** Parses a=ssrc lines per m-section: which SSRC arrives on which mid. */
export function ssrcsByMid(sdp: string): Map<number, { mid: string; kind: 'audio' | 'video' }> {
  const result = new Map<number, { mid: string; kind: 'audio' | 'video' }>();
  for (const section of sdp.split(/\r?\n(?=m=)/).filter((s) => s.startsWith('m='))) {
    const kind = section.startsWith('m=audio') ? 'audio' : section.startsWith('m=video') ? 'video' : undefined;
    const mid = /^a=mid:(\S+)/m.exec(section)?.[1];
    if (!kind || mid === undefined) continue;
    for (const match of section.matchAll(/^a=ssrc:(\d+) /gm)) result.set(Number(match[1]), { mid, kind });
  }
  return result;
}
