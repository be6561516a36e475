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

/** A recording's segment folders in `rawDir`, in order, up to the first one missing. */
export async function segmentFolders(rawDir: string, recordingId: string): Promise<string[]> {
  const names = new Set(await fs.readdir(rawDir).catch(() => [] as string[]));
  const folders: string[] = [];
  while (names.has(segmentName(recordingId, folders.length))) {
    folders.push(path.join(rawDir, segmentName(recordingId, folders.length)));
  }
  return folders;
}
