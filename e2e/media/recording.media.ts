import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../apps/server/src/config';
import { createMediaModule, type MediaModule } from '../../apps/server/src/modules/media/media-module';
import { MANIFEST_FILE, parseManifest } from '../../apps/server/src/modules/media/recording-manifest';
import { RoomMedia } from '../../apps/server/src/modules/media/room-media';
import { parseJanusFileName } from '../../apps/server/src/modules/recordings/raw-tracks/janus-file-name';
import { convertRawTracks } from '../../apps/server/src/modules/recordings/raw-tracks/convert-raw-tracks';
import { meanVolumeDb, probe } from './support/media-file';
import { pacePublishers } from '../../test-support/synthetic/publisher';
import { DirectParticipant } from './support/direct-signal';
import { managedJanusPid } from './support/janus-pid';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const RECORDED_SECONDS = 5;

// Recording in Janus (docs/decisions/031) through the media module alone: the managed Janus,
// one RoomMedia, and publishers from the load tool (real VP8 simulcast and Opus over WebRTC, no
// browser) relayed to it as the rooms module would. Runs in the media namespace (Janus needs 127.1.0.1).
describe('recording a room in Janus', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-recording-'));
  // The media server restart test logs warnings by design; MEDIA_DEBUG=1 shows everything.
  const log = pino({ level: process.env.MEDIA_DEBUG ? 'debug' : 'error' });
  let media: MediaModule;
  let room: RoomMedia;
  let other: RoomMedia | undefined;
  const people: DirectParticipant[] = [];
  let stopPacing: () => void = () => undefined;

  beforeAll(async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RTC_MIN_PORT: '31000',
      RTC_MAX_PORT: '31999',
    });
    media = createMediaModule(config, log);
    media.start();
    room = new RoomMedia(media.pool, 4, log);
    expect(await room.open(20_000)).toBe(true);
    stopPacing = pacePublishers(() => people.map((person) => person.publisher));
  });

  afterAll(async () => {
    stopPacing();
    for (const person of people) person.close();
    await room?.close();
    await other?.close();
    await media?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('started mid-meeting, it records who already publishes and who starts later; janus-pp-rec makes WebM and Opus of them', async () => {
    expect(room.recordingCapability).toEqual({ canRecord: true });
    people.push(await DirectParticipant.join(room, 'p-alice', 'Alice'));
    people.push(await DirectParticipant.join(room, 'p-bob', 'Bob'));
    // Both have been sending for a while before the recording starts.
    await sleep(1_500);

    const { folder } = await room.startRecording({ name: 'meeting-1' });
    expect(folder).toBe(path.join(dataDir, 'recordings', 'raw', 'meeting-1'));
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    await expect(room.startRecording()).rejects.toMatchObject({ code: 'already-recording' });
    // Someone who starts publishing during the recording is recorded from then on.
    await sleep(2_000);
    people.push(await DirectParticipant.join(room, 'p-carol', 'Carol'));
    await sleep(RECORDED_SECONDS * 1000 - 2_000);
    const stopped = await room.stopRecording();
    expect(stopped?.folder).toBe(folder);
    expect(room.recording).toBeUndefined();

    // Janus's files: an audio and a video file per publisher, named by feed and m-line index.
    const manifest = parseManifest(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
    expect(manifest.stoppedAt).not.toBeNull();
    const byParticipant = Object.fromEntries(
      Object.entries(manifest.feeds).map(([feed, entry]) => [entry.participantId, { feed, ...entry }]),
    );
    expect(Object.keys(byParticipant).sort()).toEqual(['p-alice', 'p-bob', 'p-carol']);
    expect(Object.values(byParticipant['p-alice']!.streams).map((s) => [s.kind, s.source])).toEqual([
      ['audio', 'microphone'],
      ['video', 'camera'],
    ]);
    const files = fs.readdirSync(folder).filter((name) => name.endsWith('.mjr'));
    for (const id of ['p-alice', 'p-bob', 'p-carol']) {
      const kinds = files
        .map(parseJanusFileName)
        .filter((name) => name?.feed === byParticipant[id]!.feed)
        .map((name) => name!.kind)
        .sort();
      expect(kinds, `${id}'s files`).toEqual(['audio', 'video']);
    }

    const { tracks, skipped } = await convertRawTracks(folder, { timeoutMs: 60_000 });
    expect(skipped).toEqual([]);
    expect(tracks.map((t) => `${t.displayName} ${t.source} ${t.kind}`).sort()).toEqual([
      'Alice camera video',
      'Alice microphone audio',
      'Bob camera video',
      'Bob microphone audio',
      'Carol camera video',
      'Carol microphone audio',
    ]);
    const startedAt = Date.parse(manifest.startedAt);
    const stoppedAt = Date.parse(manifest.stoppedAt!);
    for (const track of tracks) {
      const late = track.participantId === 'p-carol';
      // First frames come right after the start (or Carol's publishing): audio at once, video with the
      // next keyframe (the load tool's fixtures have one a second and ignore Janus's PLI).
      expect(track.startedAt).toBeGreaterThanOrEqual(startedAt - 50);
      expect(track.startedAt).toBeLessThan(late ? stoppedAt - 1_000 : startedAt + 2_000);
      const probed = await probe(track.file);
      const duration = Number(probed.format.duration);
      const expected = (stoppedAt - track.startedAt) / 1000;
      expect(duration, `${track.file} lasts ${duration} s`).toBeGreaterThan(expected - 1.2);
      expect(duration, `${track.file} lasts ${duration} s`).toBeLessThan(expected + 0.8);
      if (track.kind === 'video') {
        expect(probed.streams.map((s) => s.codec_name)).toEqual(['vp8']);
        // The recorder keeps the top simulcast layer (Janus targets substream 2).
        expect(probed.streams[0]!.width).toBe(1280);
      } else {
        expect(probed.streams.map((s) => s.codec_name)).toEqual(['opus']);
        // The fixture's voice, not silence.
        expect(await meanVolumeDb(track.file)).toBeGreaterThan(-60);
      }
    }
  });

  test('a recording outlives its media server: the recreated room records into the same folder', async () => {
    other = new RoomMedia(media.pool, 4, log);
    const media2 = other;
    expect(await media2.open(20_000)).toBe(true);
    const join = async () => {
      for (const [id, name] of [
        ['p-dora', 'Dora'],
        ['p-emil', 'Emil'],
      ] as const) {
        people.push(await DirectParticipant.join(media2, id, name));
      }
    };
    await join();
    await sleep(1_000);
    const { folder } = await media2.startRecording({ name: 'across-restart' });
    await sleep(2_000);

    const reset = new Promise<void>((resolve) => media2.once('reset', () => resolve()));
    process.kill(managedJanusPid(dataDir)!, 'SIGKILL');
    await reset;
    // As clients do on mediaReset: new connections, published again.
    for (const person of people.splice(0)) person.close();
    await join();
    await sleep(2_500);
    await media2.stopRecording();

    const manifest = parseManifest(fs.readFileSync(path.join(folder, MANIFEST_FILE), 'utf8'));
    expect(manifest.rooms).toHaveLength(2);
    const { tracks, skipped } = await convertRawTracks(folder, { timeoutMs: 60_000 });
    expect(skipped).toEqual([]);
    // Each person twice (before and after), camera and microphone, each file from its own room.
    const rooms = new Set(
      tracks.map((track) => parseJanusFileName(path.basename(track.file).replace(/\.\w+$/, '.mjr'))!.room),
    );
    expect([...rooms].sort()).toEqual(manifest.rooms.map(String).sort());
    expect(tracks.map((t) => `${t.displayName} ${t.source}`).sort()).toEqual([
      'Dora camera',
      'Dora camera',
      'Dora microphone',
      'Dora microphone',
      'Emil camera',
      'Emil camera',
      'Emil microphone',
      'Emil microphone',
    ]);
  });
});
