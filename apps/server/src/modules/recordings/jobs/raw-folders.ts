import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { listSegmentFolders } from '../segment-folders';

/**
 * The segment folders of a recording (`<rawDir>/<recordingId>-s000`, `-s001`, ...: Janus's .mjr files,
 * our manifest.json and, once composed, composed.mp4), as this node sees them. With several nodes the
 * folders are on a shared mount that some nodes may lack: "not visible here" is not "gone".
 */

/** Whether this node can read and write the folder (a job works inside it). */
export async function canUse(folder: string): Promise<boolean> {
  try {
    await fs.access(folder, constants.R_OK | constants.W_OK | constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether this node can read the file (a composed segment the finish job joins). */
export async function canRead(file: string): Promise<boolean> {
  try {
    await fs.access(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/** The folders the jobs name and any others of the recording under `rawDir`, without repeats. */
export async function foldersOf(
  recordingId: string,
  jobFolders: Array<string | null>,
  rawDir: string | null,
): Promise<string[]> {
  const listed = rawDir ? await listSegmentFolders(rawDir, recordingId) : [];
  const named = jobFolders.filter((folder): folder is string => folder !== null);
  return [...new Set([...named, ...listed].map((folder) => path.resolve(folder)))].sort();
}

/**
 * Removes the folders whose parent this node sees (a missing folder there is already gone) and
 * returns those it could not judge: their parent is not mounted here, so another node must do it.
 */
export async function removeFolders(folders: string[]): Promise<{ removed: string[]; unseen: string[] }> {
  const removed: string[] = [];
  const unseen: string[] = [];
  for (const folder of folders) {
    if (!(await canUse(path.dirname(folder)))) {
      unseen.push(folder);
      continue;
    }
    await fs.rm(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  return { removed, unseen };
}
