import fs from 'node:fs/promises';
import path from 'node:path';

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
