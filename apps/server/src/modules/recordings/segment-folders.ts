import fs from 'node:fs/promises';
import path from 'node:path';
import { randomId } from '#server/lib/ids.ts';

/**
 * A new recording's id. It names the recording's folders, which must start with a letter or a digit
 * (media/room-recording.ts: a leading '-' reads as an option to tools), so the about 1 in 32 random
 * ids that start with '-' or '_' are drawn again; the rest keep all their 128 bits.
 */
export function newRecordingId(): string {
  for (;;) {
    const id = randomId();
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}

/**
 * A recording's raw tracks are written in segments (docs/decisions/034): `<rawDir>/<recordingId>-s000`,
 * `-s001`, ... each a folder of Janus's files and our manifest, closed after at most
 * RECORDING_SEGMENT_SECONDS.
 */
export function segmentName(recordingId: string, index: number): string {
  return `${recordingId}-s${String(index).padStart(3, '0')}`;
}

/** Whether a folder name is one of the recording's segments: `<id>-s` and at least three digits. */
function isSegmentOf(name: string, recordingId: string): boolean {
  const prefix = `${recordingId}-s`;
  return name.startsWith(prefix) && /^\d{3,}$/.test(name.slice(prefix.length));
}

/** The recording's segment folders in `rawDir` (every one, even after a gap), in order; none if unreadable. */
export async function listSegmentFolders(rawDir: string, recordingId: string): Promise<string[]> {
  const names = await fs.readdir(rawDir).catch(() => [] as string[]);
  return names
    .filter((name) => isSegmentOf(name, recordingId))
    .sort()
    .map((name) => path.join(rawDir, name));
}

/** A recording's segment folders in `rawDir`, in order, up to the first one missing (what a lost room left). */
export async function segmentFolders(rawDir: string, recordingId: string): Promise<string[]> {
  const contiguous: string[] = [];
  for (const folder of await listSegmentFolders(rawDir, recordingId)) {
    if (path.basename(folder) !== segmentName(recordingId, contiguous.length)) break;
    contiguous.push(folder);
  }
  return contiguous;
}

/**
 * Bytes a recording's raw tracks take so far: the files in every segment folder it has in `rawDir`
 * (Janus's tracks and our manifest). What it can no longer read counts nothing: a file closed and
 * removed meanwhile, or a folder this node cannot see.
 */
export async function recordedBytes(rawDir: string, recordingId: string): Promise<number> {
  let total = 0;
  for (const folder of await listSegmentFolders(rawDir, recordingId)) {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      total += await fs.stat(path.join(folder, entry.name)).then(
        (stat) => stat.size,
        () => 0,
      );
    }
  }
  return total;
}
