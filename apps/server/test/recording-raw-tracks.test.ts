import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, newManifest, withFeeds } from '../src/modules/media/recording-manifest';
import { convertRawTracks, labelOf } from '../src/modules/recordings/raw-tracks/convert-raw-tracks';
import { parseJanusFileName } from '../src/modules/recordings/raw-tracks/janus-file-name';
import { parseMjrHeader } from '../src/modules/recordings/raw-tracks/mjr-header';
import { tempDir } from './support/test-config';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const manifest = withFeeds(newManifest(42, new Date('2026-11-24T10:00:00.000Z')), [
  {
    feed: 1228603383464789,
    participantId: 'p-alice',
    displayName: 'Alice',
    streams: [
      { mindex: 0, mid: '0', kind: 'audio', source: 'microphone' },
      { mindex: 1, mid: '1', kind: 'video', source: 'camera' },
      { mindex: 2, mid: '2', kind: 'video', source: 'screen' },
    ],
  },
]);
const name = (kind: string, mindex: number, feed = '1228603383464789') =>
  parseJanusFileName(`videoroom-42-user-${feed}-1795520023588763-${kind}-${mindex}.mjr`)!;

describe("Janus's recording file names", () => {
  it('give room, feed, opening time, kind and m-line index', () => {
    expect(name('video', 1)).toEqual({
      room: '42',
      feed: '1228603383464789',
      openedAt: 1795520023588,
      kind: 'video',
      mindex: 1,
    });
    expect(name('data', 3)).toMatchObject({ kind: 'data', mindex: 3 });
    for (const other of [
      'manifest.json',
      'videoroom-42-user-1-2-video-1.mjr.tmp',
      'videoroom-42-user-abc-2-video-1.mjr',
      'rec-1-video.mjr',
    ]) {
      expect(parseJanusFileName(other), other).toBeUndefined();
    }
  });
});

describe('the .mjr header', () => {
  it('gives kind, codec, the stream description and the first frame time', () => {
    // As janus-pp-rec --json prints it for a file of the recording media test.
    const header = parseMjrHeader(
      '{"t": "a", "c": "opus", "d": "microphone", "s": 1795520023588771, "u": 1795520023601459}',
    );
    expect(header).toEqual({ kind: 'audio', codec: 'opus', description: 'microphone', firstFrameAt: 1795520023601 });
    expect(parseMjrHeader('{"t":"v","c":"vp8","s":1,"u":2000}')).toMatchObject({
      kind: 'video',
      description: undefined,
    });
    expect(() => parseMjrHeader('{"t":"x","c":"vp8","s":1,"u":2}')).toThrow();
  });
});

describe('labelling a file', () => {
  it('names participant and source from the header description, else the manifest line of its m-line', () => {
    const camera = labelOf(manifest, name('video', 1), { kind: 'video', codec: 'vp8', description: 'camera' });
    expect(camera).toEqual({ kind: 'video', source: 'camera', participantId: 'p-alice', displayName: 'Alice' });
    // An external Janus without descriptions: the manifest says m-line 2 is the screen.
    expect(labelOf(manifest, name('video', 2), { kind: 'video', codec: 'vp8', description: undefined })).toMatchObject({
      source: 'screen',
    });
    // The description is what the publisher declared when the file was opened: it wins.
    expect(labelOf(manifest, name('video', 1), { kind: 'video', codec: 'vp8', description: 'screen' })).toMatchObject({
      source: 'screen',
    });
  });

  it('explains every file it cannot label', () => {
    const reason = (file: ReturnType<typeof name>, kind: 'audio' | 'video' | 'data', codec: string, d?: string) =>
      (labelOf(manifest, file, { kind, codec, description: d }) as { reason?: string }).reason;
    expect(reason(name('data', 3), 'data', 'text')).toMatch(/data channel/);
    expect(reason(name('video', 1), 'video', 'h264')).toMatch(/h264, not vp8/);
    expect(reason(name('video', 1, '99'), 'video', 'vp8')).toMatch(/feed 99 is not in the manifest/);
    expect(reason(name('video', 5), 'video', 'vp8')).toMatch(/no source known for m-line 5/);
    expect(reason(name('audio', 1), 'audio', 'opus', 'camera')).toMatch(/camera recorded as audio/);
  });
});

describe('converting a folder', () => {
  function folderWith(files: string[], ppRec: string): { folder: string; ppRec: string } {
    const dir = tempDir('vm-raw-tracks-');
    cleanups.push(dir.remove);
    fs.writeFileSync(path.join(dir.dir, MANIFEST_FILE), JSON.stringify(manifest));
    for (const file of files) fs.writeFileSync(path.join(dir.dir, file), '');
    const script = path.join(dir.dir, 'fake-janus-pp-rec');
    fs.writeFileSync(script, `#!/bin/sh\n${ppRec}\n`, { mode: 0o755 });
    return { folder: dir.dir, ppRec: script };
  }

  it('lists files without a header as skipped, with the reason, and converts nothing for them', async () => {
    // What janus-pp-rec does with a file Janus opened but no frame reached: no header, exit 1.
    const { folder, ppRec } = folderWith(
      ['videoroom-42-user-1228603383464789-1-video-1.mjr', 'notes.txt'],
      'echo "Invalid header" >&2; exit 1',
    );
    const result = await convertRawTracks(folder, { janusPpRec: ppRec });
    expect(result.tracks).toEqual([]);
    expect(result.skipped).toEqual([
      {
        file: path.join(folder, 'videoroom-42-user-1228603383464789-1-video-1.mjr'),
        reason: expect.stringMatching(/no readable header/),
      },
    ]);
  });

  it('gives up, killing janus-pp-rec, after its time limit', async () => {
    const { folder, ppRec } = folderWith(['videoroom-42-user-1228603383464789-1-video-1.mjr'], 'exec sleep 30');
    const started = Date.now();
    await expect(convertRawTracks(folder, { janusPpRec: ppRec, timeoutMs: 300 })).rejects.toThrow(/longer than 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('needs the manifest', async () => {
    const dir = tempDir('vm-raw-tracks-');
    cleanups.push(dir.remove);
    await expect(convertRawTracks(dir.dir)).rejects.toThrow(/ENOENT/);
  });
});
