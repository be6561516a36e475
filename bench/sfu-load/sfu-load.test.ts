import { readFileSync } from 'node:fs';
import { RtcpRrPacket, RtpHeader, RtpPacket, Vp8RtpPayload } from 'werift';
import { describe, expect, it } from 'vitest';
import { parseIvf, parseOggOpus, parseOggPackets } from '../../test-support/synthetic/media-files';
import { readRtpHeader } from '../../test-support/synthetic/rtp-header';
import { countPacket, extendSeq, ssrcsByMid, type StreamCount } from '../../test-support/synthetic/rtp-stats';
import { packetizeVp8, readVp8Descriptor, VP8_DESCRIPTOR_BYTES } from '../../test-support/synthetic/vp8-packetizer';

// Known frames: testdata/four-frames.ivf is 64x48 VP8 from ffmpeg's testsrc2 (libvpx, a keyframe every
// 3 frames), testdata/tone-200ms.ogg 0.2 s of a 440 Hz tone in Opus, 20 ms frames.
const testdata = (name: string) => readFileSync(new URL(`testdata/${name}`, import.meta.url));
const ivf = parseIvf(testdata('four-frames.ivf'));

describe('fixture files', () => {
  it('reads every VP8 frame of an IVF file and knows its keyframes', () => {
    expect(ivf).toMatchObject({ fourcc: 'VP80', width: 64, height: 48, fps: 30 });
    expect(ivf.frames.map((frame) => [frame.data.length, frame.keyframe])).toEqual([
      [1592, true],
      [18, false],
      [18, false],
      [1004, true],
    ]);
    // A keyframe's start code (RFC 6386 9.1) follows the 3-byte frame tag.
    expect(ivf.frames[0]!.data.subarray(3, 6)).toEqual(Buffer.from([0x9d, 0x01, 0x2a]));
  });

  it('reads the Opus packets of an Ogg file after its two header packets', () => {
    const packets = parseOggPackets(testdata('tone-200ms.ogg'));
    expect(packets[0]!.toString('ascii', 0, 8)).toBe('OpusHead');
    expect(packets[1]!.toString('ascii', 0, 8)).toBe('OpusTags');
    const opus = parseOggOpus(testdata('tone-200ms.ogg'));
    // 200 ms in 20 ms frames, plus the encoder's look-ahead.
    expect(opus).toHaveLength(11);
    expect(opus.map((packet) => packet.length)).toEqual([69, 55, 54, 62, 54, 54, 52, 53, 57, 53, 33]);
    // TOC byte: configuration 15 (hybrid fullband, 20 ms), mono, one frame.
    expect(opus[1]![0]).toBe(0x78);
  });
});

describe('VP8 packetizer', () => {
  it('splits a keyframe into near-equal packets with a descriptor browsers and Janus read', () => {
    const keyframe = ivf.frames[0]!.data;
    const packets = packetizeVp8(keyframe, 0x1234, 1200);
    // 1592 bytes in pieces of at most 1196: two pieces of 796.
    expect(packets.map((packet) => [packet.payload.length, packet.marker])).toEqual([
      [800, false],
      [800, true],
    ]);
    expect(packets[0]!.payload.subarray(0, 4)).toEqual(Buffer.from([0x90, 0x80, 0x92, 0x34]));
    expect(packets[1]!.payload.subarray(0, 4)).toEqual(Buffer.from([0x80, 0x80, 0x92, 0x34]));
    const rebuilt = Buffer.concat(packets.map((packet) => packet.payload.subarray(VP8_DESCRIPTOR_BYTES)));
    expect(rebuilt).toEqual(keyframe);
    // werift's own depacketizer (written from RFC 7741 independently) agrees.
    const first = Vp8RtpPayload.deSerialize(packets[0]!.payload);
    expect([first.sBit, first.pid, first.pictureId, first.isKeyframe]).toEqual([1, 0, 0x1234, true]);
    expect(Vp8RtpPayload.deSerialize(packets[1]!.payload).sBit).toBe(0);
    expect(readVp8Descriptor(packets[0]!.payload)).toEqual({
      start: true,
      partition: 0,
      pictureId: 0x1234,
      size: 4,
      keyframe: true,
    });
  });

  it('sends a small delta frame as one packet with the marker, and wraps the PictureID at 15 bits', () => {
    const packets = packetizeVp8(ivf.frames[1]!.data, 0x8001);
    expect(packets).toHaveLength(1);
    expect(packets[0]!.marker).toBe(true);
    expect(packets[0]!.payload.length).toBe(18 + VP8_DESCRIPTOR_BYTES);
    expect(readVp8Descriptor(packets[0]!.payload)).toMatchObject({ pictureId: 1, keyframe: false, start: true });
    expect(Vp8RtpPayload.deSerialize(packets[0]!.payload).isKeyframe).toBe(false);
  });

  it('never exceeds the payload size and keeps every byte in order', () => {
    const frame = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    const packets = packetizeVp8(frame, 7, 1000);
    expect(packets).toHaveLength(6);
    expect(packets.every((packet) => packet.payload.length <= 1000)).toBe(true);
    expect(packets.filter((packet) => packet.marker)).toHaveLength(1);
    expect(Buffer.concat(packets.map((packet) => packet.payload.subarray(4)))).toEqual(frame);
  });
});

describe('receive statistics', () => {
  const stream = (): StreamCount => ({
    kind: 'video',
    packets: 0,
    bytes: 0,
    frames: 0,
    baseSeq: 65534,
    highestSeq: 65534,
    jitter: 0,
    lastTransit: undefined,
    clockRate: 90_000,
  });

  it('extends sequence numbers over the 16-bit wrap', () => {
    expect(extendSeq(1, 65534)).toBe(65537);
    expect(extendSeq(65533, 65537)).toBe(65533);
    expect(extendSeq(100, 70_000)).toBe(65_536 + 100);
  });

  it('counts loss across a wrap, frames by marker, and no jitter for packets on time', () => {
    const count = stream();
    // One packet per frame at 30 fps, each on time; sequence number 0 (frame 2) is lost.
    for (const [seq, frame] of [
      [65534, 0],
      [65535, 1],
      [1, 3],
      [2, 4],
    ] as const)
      countPacket(count, seq, frame * 3000, true, 100, (frame * 1000) / 30);
    expect(count.highestSeq - count.baseSeq + 1 - count.packets).toBe(1);
    expect(count.frames).toBe(4);
    expect(count.jitter).toBeCloseTo(0, 6);
  });

  it('measures RFC 3550 jitter from arrival against RTP time', () => {
    const count = stream();
    countPacket(count, 1, 0, true, 100, 0);
    // Arrives 10 ms late: |D| = 900 ticks; J = 900 / 16.
    countPacket(count, 2, 3000, true, 100, 1000 / 30 + 10);
    expect(count.jitter).toBeCloseTo(900 / 16, 6);
  });

  it('maps SSRCs to mids from an offer', () => {
    const sdp = [
      'v=0',
      'm=audio 9 X 111',
      'a=mid:0',
      'a=ssrc:11 cname:janus',
      'm=video 9 X 96',
      'a=mid:1',
      'a=ssrc:22 cname:janus',
      'a=ssrc:23 cname:janus',
    ].join('\r\n');
    expect([...ssrcsByMid(sdp)]).toEqual([
      [11, { mid: '0', kind: 'audio' }],
      [22, { mid: '1', kind: 'video' }],
      [23, { mid: '1', kind: 'video' }],
    ]);
  });
});

describe('clear SRTP header', () => {
  const packet = (header: Partial<RtpHeader>, payload = Buffer.alloc(100, 7)) =>
    new RtpPacket(new RtpHeader(header), payload).serialize();

  it('reads what werift wrote, extensions and CSRCs included, and where the payload starts', () => {
    const data = packet({
      payloadType: 96,
      marker: true,
      sequenceNumber: 65535,
      timestamp: 2 ** 32 - 1,
      ssrc: 0xdeadbeef,
      csrc: [1, 2],
      extension: true,
      extensions: [
        { id: 4, payload: Buffer.from('1') },
        { id: 10, payload: Buffer.from('q') },
      ],
    });
    const header = readRtpHeader(data);
    expect(header).toMatchObject({
      payloadType: 96,
      marker: true,
      sequenceNumber: 65535,
      timestamp: 2 ** 32 - 1,
      ssrc: 0xdeadbeef,
    });
    expect(data.length - header!.headerLength).toBe(100);
    expect(data.subarray(header!.headerLength).every((byte) => byte === 7)).toBe(true);
    const plain = packet({ payloadType: 111, sequenceNumber: 9, ssrc: 5 }, Buffer.alloc(3));
    expect(readRtpHeader(plain)).toMatchObject({ payloadType: 111, marker: false, headerLength: 12 });
  });

  it('leaves RTCP, DTLS and truncated packets alone', () => {
    expect(readRtpHeader(new RtcpRrPacket({ ssrc: 1, reports: [] }).serialize())).toBeUndefined();
    // A DTLS handshake record starts with content type 22.
    expect(readRtpHeader(Buffer.from([22, 0xfe, 0xfd, ...Array<number>(20).fill(0)]))).toBeUndefined();
    const data = packet({ payloadType: 96, extension: true, extensions: [{ id: 4, payload: Buffer.from('1') }] });
    expect(readRtpHeader(data.subarray(0, 14))).toBeUndefined();
  });
});
