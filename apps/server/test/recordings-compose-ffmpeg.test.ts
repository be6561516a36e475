import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeSegment } from '../src/modules/recordings/compose/compose-segment';
import type { RecordingSegment } from '../src/modules/recordings/compose/compose-types';
import { FfmpegError, runFfmpeg } from '../src/modules/recordings/compose/ffmpeg-runner';
import { joinSegments } from '../src/modules/recordings/compose/join-segments';
import { findNameFont } from '../src/modules/recordings/compose/name-font';
import {
  lumaGrid,
  makeCameraWebm,
  makeScreenWebm,
  makeToneOpus,
  meanVolumeDb,
  probe,
  regionMean,
  videoPackets,
} from './support/recording-media';
import { tempDir } from './support/test-config';

/**
 * Real ffmpeg on small files made here: 320x180, a few seconds, so each composition takes well under
 * a second of CPU. ensure-janus installs ffmpeg with the recording tools (decision record 030).
 */
const T0 = Date.UTC(2026, 10, 24, 10, 0, 0);
const SIZE = { width: 320, height: 180 };
const work = tempDir('vm-compose-');
let meeting: RecordingSegment;

beforeAll(async () => {
  const dir = work.dir;
  const [cameraA, cameraB, screenShare, microphoneA, microphoneB] = await Promise.all([
    makeCameraWebm(dir, 'camera-a', 4),
    makeCameraWebm(dir, 'camera-b', 4),
    makeScreenWebm(dir, 'screen', 2),
    makeToneOpus(dir, 'microphone-a', 3, 440),
    makeToneOpus(dir, 'microphone-b', 3, 660),
  ]);
  const at = (seconds: number) => T0 + seconds * 1000;
  const person = (participantId: string, displayName: string) => ({ participantId, displayName });
  // Six seconds: A's camera for the first four, B's from 2 s to the end, A shares the screen from
  // 2.5 s to 4.5 s; A speaks from 1 s, B from 3 s. No endedAt on the videos: read from the files.
  meeting = {
    startedAt: T0,
    endedAt: at(6),
    tracks: [
      { file: cameraA, kind: 'video', source: 'camera', ...person('a', 'Ayşe'), startedAt: at(0) },
      // Parentheses in a name reach drawtext as they are (docs/product.md, 'Recordings'); ffmpeg takes them.
      { file: cameraB, kind: 'video', source: 'camera', ...person('b', 'Bob (guest)'), startedAt: at(2) },
      { file: screenShare, kind: 'video', source: 'screen', ...person('a', 'Ayşe'), startedAt: at(2.5) },
      { file: microphoneA, kind: 'audio', source: 'microphone', ...person('a', 'Ayşe'), startedAt: at(1) },
      { file: microphoneB, kind: 'audio', source: 'microphone', ...person('b', 'Bob'), startedAt: at(3) },
    ],
  };
});

afterAll(() => work.remove());

const compose = (segment: RecordingSegment, name: string) =>
  composeSegment(segment, {
    outputFile: path.join(work.dir, name),
    ...SIZE,
    nameFont: findNameFont(),
    timeoutMs: 60_000,
  });

describe('composing a segment with ffmpeg', () => {
  it('makes one MP4 with one H.264 and one AAC stream, as long as the segment, with sound', async () => {
    const { command, elapsedMs } = await compose(meeting, 'meeting.mp4');
    console.info(`composed 6 s of two cameras, a screen share and two microphones at 320x180 in ${elapsedMs} ms`);
    const output = path.join(work.dir, 'meeting.mp4');
    const probed = await probe(output);
    expect(probed.format.format_name).toContain('mp4');
    expect(probed.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`)).toEqual([
      'video:h264',
      'audio:aac',
    ]);
    expect(probed.streams[0]).toMatchObject({ width: 320, height: 180, pix_fmt: 'yuv420p', avg_frame_rate: '25/1' });
    expect(Number(probed.format.duration)).toBeGreaterThan(5.5);
    expect(Number(probed.format.duration)).toBeLessThan(6.5);
    expect(await meanVolumeDb(output)).toBeGreaterThan(-60);
    // A started speaking at 1 s: the first 0.8 s are the silent bed, the next second is not.
    expect(await meanVolumeDb(output, 0, 0.8)).toBeLessThan(-80);
    expect(await meanVolumeDb(output, 1.2, 2)).toBeGreaterThan(-40);
    expect(command.leftOut).toEqual([]);
    // faststart: the index (moov) comes before the media (mdat), so playback starts before the download ends.
    const head = fs.readFileSync(output).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
  });

  it('places every video at its time: A full, then A and B side by side, then the screen, then B full', async () => {
    const output = path.join(work.dir, 'meeting.mp4');
    if (!fs.existsSync(output)) await compose(meeting, 'meeting.mp4');
    const busy = (value: number) => value > 40;
    // 1 s: A alone fills the frame, the top row included.
    const alone = await lumaGrid(output, 1);
    expect(busy(regionMean(alone, [0, 1], [0, 16]))).toBe(true);
    // 2.2 s: B joined at 2 s; two 16:9 pictures side by side leave black bands above and below.
    const pair = await lumaGrid(output, 2.2);
    expect(regionMean(pair, [0, 1], [0, 16])).toBeLessThan(25);
    expect(busy(regionMean(pair, [3, 6], [0, 8]))).toBe(true);
    expect(busy(regionMean(pair, [3, 6], [8, 16]))).toBe(true);
    // 3.5 s: the white screen share on the left 80%, the cameras in the column beside it.
    const sharing = await lumaGrid(output, 3.5);
    expect(regionMean(sharing, [3, 6], [1, 12])).toBeGreaterThan(200);
    expect(regionMean(sharing, [0, 9], [13, 16])).toBeLessThan(200);
    // 5 s: the share ended at 4.5 s and A at 4 s: B alone, full frame, no white.
    const last = await lumaGrid(output, 5);
    expect(busy(regionMean(last, [0, 1], [0, 16]))).toBe(true);
    expect(regionMean(last, [3, 6], [1, 12])).toBeLessThan(200);
  });

  it('joins two composed segments without re-encoding', async () => {
    const second: RecordingSegment = {
      startedAt: meeting.endedAt,
      endedAt: meeting.endedAt + 3000,
      tracks: meeting.tracks
        .filter((track) => track.participantId === 'b' && track.source !== 'screen')
        .map((track) => ({ ...track, startedAt: meeting.endedAt })),
    };
    const first = path.join(work.dir, 'meeting.mp4');
    if (!fs.existsSync(first)) await compose(meeting, 'meeting.mp4');
    await compose(second, 'second.mp4');
    const secondFile = path.join(work.dir, 'second.mp4');
    const joined = path.join(work.dir, 'joined.mp4');
    await joinSegments([first, secondFile], joined, { timeoutMs: 30_000 });

    const probed = await probe(joined);
    expect(probed.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
    expect(Number(probed.format.duration)).toBeGreaterThan(8.5);
    expect(Number(probed.format.duration)).toBeLessThan(9.5);
    // Copied, not re-encoded: the joined video has the segments' packets, in order, the same bytes. The
    // concat demuxer repeats the parameter sets (SPS, PPS) inside keyframes (auto_convert), so only
    // those may differ, and only by growing.
    const parts = [...(await videoPackets(first)), ...(await videoPackets(secondFile))];
    const joinedPackets = await videoPackets(joined);
    expect(joinedPackets.map((packet) => packet.key)).toEqual(parts.map((packet) => packet.key));
    expect(joinedPackets.filter((packet) => !packet.key)).toEqual(parts.filter((packet) => !packet.key));
    expect(await meanVolumeDb(joined, 6.5, 8.5)).toBeGreaterThan(-40);
    expect(fs.existsSync(`${joined}.segments.txt`)).toBe(false);
  });
});

describe('running ffmpeg', () => {
  it('rejects with the tail of its stderr when ffmpeg fails', async () => {
    const error = await runFfmpeg(['-v', 'error', '-i', path.join(work.dir, 'missing.webm'), '-f', 'null', '-'], {
      timeoutMs: 10_000,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).stderrTail).toContain('No such file or directory');
    expect((error as FfmpegError).message).toContain('missing.webm');
    expect((error as FfmpegError).timedOut).toBe(false);
  });

  it('stops ffmpeg at the time limit', async () => {
    const started = Date.now();
    const error = await runFfmpeg(['-v', 'error', '-re', '-f', 'lavfi', '-i', 'nullsrc=s=16x16', '-f', 'null', '-'], {
      timeoutMs: 300,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
