import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { createMediaModule } from '../src/modules/media/media-module';
import { MediaPool } from '../src/modules/media/media-pool';
import {
  MANIFEST_FILE,
  newManifest,
  parseManifest,
  stopped,
  withFeeds,
  withRoom,
} from '../src/modules/media/recording-manifest';
import { RoomMedia } from '../src/modules/media/room-media';
import { RoomRecording } from '../src/modules/media/room-recording';
import {
  enableRecordingRequest,
  recordFolderRequest,
  videoRoomCreateRequest,
} from '../src/modules/media/videoroom-settings';
import { tempDir, testConfig } from './support/test-config';

const log = pino({ level: 'silent' });
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));
function scratch(): string {
  const dir = tempDir('vm-recording-');
  cleanups.push(dir.remove);
  return dir.dir;
}

const alice = {
  feed: 111,
  participantId: 'p-alice',
  displayName: 'Alice',
  streams: [
    { mindex: 0, mid: '0', kind: 'audio' as const, source: 'microphone' as const },
    { mindex: 1, mid: '1', kind: 'video' as const, source: 'camera' as const },
  ],
};

describe('recording requests to the VideoRoom', () => {
  it('locks recording to the room secret in every room, and records from the start only when asked', () => {
    const plain = videoRoomCreateRequest(7, 'secret', 3);
    expect(plain).toMatchObject({ lock_record: true });
    expect(plain).not.toHaveProperty('record');
    expect(plain).not.toHaveProperty('rec_dir');
    expect(videoRoomCreateRequest(7, 'secret', 3, '/data/recordings/raw/r1')).toMatchObject({
      lock_record: true,
      record: true,
      rec_dir: '/data/recordings/raw/r1',
    });
  });

  it('points the room at a folder with edit, then switches recording with the secret', () => {
    expect(recordFolderRequest(7, 's', '/r')).toEqual({ request: 'edit', room: 7, secret: 's', new_rec_dir: '/r' });
    expect(enableRecordingRequest(7, 's', true)).toEqual({
      request: 'enable_recording',
      room: 7,
      secret: 's',
      record: true,
    });
    expect(enableRecordingRequest(7, 's', false)).toMatchObject({ record: false });
  });
});

describe('the recording manifest', () => {
  it('collects feeds and streams, never forgets one, and round-trips through its schema', () => {
    const start = newManifest(42, new Date('2026-11-24T10:00:00.000Z'));
    const first = withFeeds(start, [alice]);
    // Alice renamed, and a screen share on a third m-line; Bob arrives.
    const second = withFeeds(first, [
      { ...alice, displayName: 'Alice A.', streams: [{ mindex: 2, mid: '2', kind: 'video', source: 'screen' }] },
      { feed: 222, participantId: 'p-bob', displayName: 'Bob', streams: [] },
    ]);
    expect(start.feeds).toEqual({});
    expect(second.feeds['111']).toEqual({
      participantId: 'p-alice',
      displayName: 'Alice A.',
      streams: {
        '0': { mid: '0', kind: 'audio', source: 'microphone' },
        '1': { mid: '1', kind: 'video', source: 'camera' },
        '2': { mid: '2', kind: 'video', source: 'screen' },
      },
    });
    expect(second.feeds['222']).toMatchObject({ participantId: 'p-bob', streams: {} });
    const done = stopped(withRoom(withRoom(second, 43), 43), new Date('2026-11-24T10:05:00.000Z'));
    expect(done).toMatchObject({ rooms: [42, 43], startedAt: '2026-11-24T10:00:00.000Z' });
    expect(done.stoppedAt).toBe('2026-11-24T10:05:00.000Z');
    expect(parseManifest(JSON.stringify(done))).toEqual(done);
    expect(() => parseManifest(JSON.stringify({ ...done, version: 2 }))).toThrow();
    expect(() => parseManifest('{"version":1}')).toThrow();
  });
});

describe('a recording folder', () => {
  it('is made with our mode before Janus writes, holds the manifest, and is never reused', async () => {
    const dir = path.join(scratch(), 'recordings', 'raw');
    const recording = await RoomRecording.begin({ dir, folderMode: 0o700 }, 'r-1', 42);
    expect(recording.folder).toBe(path.join(dir, 'r-1'));
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(recording.folder).mode & 0o777).toBe(0o700);
    const read = () => parseManifest(fs.readFileSync(path.join(recording.folder, MANIFEST_FILE), 'utf8'));
    expect(read()).toMatchObject({ rooms: [42], stoppedAt: null, feeds: {} });
    await recording.noteFeeds([alice]);
    await recording.noteRoom(43);
    await recording.finish(new Date('2026-11-24T10:05:00.000Z'));
    expect(read()).toMatchObject({ rooms: [42, 43], stoppedAt: '2026-11-24T10:05:00.000Z' });
    expect(Object.keys(read().feeds)).toEqual(['111']);
    expect(fs.readdirSync(recording.folder)).toEqual([MANIFEST_FILE]);

    await expect(RoomRecording.begin({ dir, folderMode: 0o700 }, 'r-1', 44)).rejects.toThrow(/EEXIST/);
    await expect(RoomRecording.begin({ dir, folderMode: 0o700 }, '../escape', 44)).rejects.toThrow(/unusable/);
  });

  it('is group-writable with setgid for a Janus on another machine, whatever the umask', async () => {
    const dir = scratch();
    const recording = await RoomRecording.begin({ dir, folderMode: 0o2770 }, 'shared', 1);
    expect(fs.statSync(recording.folder).mode & 0o7777).toBe(0o2770);
  });
});

describe('whether a room can record', () => {
  it('refuses with the reason when this node has no recordings folder, or the room no media server', async () => {
    const reason = 'Recording needs MEDIA_RECORDINGS_DIR';
    const without = new RoomMedia(new MediaPool([], undefined, { unavailable: reason }), 3, log);
    expect(without.recordingCapability).toEqual({ canRecord: false, reason });
    await expect(without.startRecording()).rejects.toMatchObject({ code: 'not-configured', message: reason });

    const dir = scratch();
    const unplaced = new RoomMedia(new MediaPool([], undefined, { dir, folderMode: 0o700 }), 3, log);
    expect(unplaced.recordingCapability).toEqual({ canRecord: true });
    await expect(unplaced.startRecording()).rejects.toMatchObject({ code: 'media-unavailable' });
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(await unplaced.stopRecording()).toBeUndefined();
    expect(unplaced.recording).toBeUndefined();
  });

  it('records under DATA_DIR with the managed Janus; with MEDIA_SERVER_URL only where MEDIA_RECORDINGS_DIR says', () => {
    const data = scratch();
    const managed = createMediaModule(testConfig(data), log).pool.recordings;
    expect(managed).toEqual({ dir: path.join(data, 'recordings', 'raw'), folderMode: 0o700 });

    const external = { MEDIA_SERVER_URL: 'ws://janus-1:8188,ws://janus-2:8188' };
    const unset = createMediaModule(testConfig(data, external), log).pool.recordings;
    expect(unset).toEqual({ unavailable: expect.stringContaining('MEDIA_RECORDINGS_DIR') });
    const shared = createMediaModule(testConfig(data, { ...external, MEDIA_RECORDINGS_DIR: '/mnt/recordings/' }), log);
    expect(shared.pool.recordings).toEqual({ dir: '/mnt/recordings/', folderMode: 0o2770 });

    expect(() => testConfig(data, { MEDIA_RECORDINGS_DIR: 'relative/dir' })).toThrow(ConfigError);
    expect(() => testConfig(data, { MEDIA_RECORDINGS_DIR: 'relative/dir' })).toThrow(/MEDIA_RECORDINGS_DIR/);
  });
});
