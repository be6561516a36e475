import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import type { RecordingsRepository } from '../recordings-repository';
import { foldersOf, removeFolders } from './raw-folders';
import type { RecordingJobsRepository } from './recording-jobs-repository';

/** What the row's error gains when the raw tracks go: a retry is no longer possible. */
export const RAW_DELETED_NOTE = 'raw tracks deleted after their keep time, so it cannot be retried';

/**
 * Deletes the segment folders (raw tracks and composed parts) of recordings that failed longer than
 * `rawKeepMs` ago, and their jobs; the row stays, failed, with the note in its error. A recording
 * whose folders this node cannot see (not mounted here) is left for a node that can. Returns the
 * recordings swept.
 */
export async function sweepFailedRawTracks(deps: {
  jobs: RecordingJobsRepository;
  recordings: RecordingsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  rawKeepMs: number;
}): Promise<string[]> {
  const { jobs, recordings, clock, log } = deps;
  const cutoff = new Date(clock.now().getTime() - deps.rawKeepMs).toISOString();
  const swept: string[] = [];
  for (const recordingId of await jobs.failedBefore(cutoff)) {
    const row = await recordings.findById(recordingId);
    // Still recording (a segment failed mid-meeting) or retried since: not the sweep's.
    if (!row || row.status !== 'failed') continue;
    const rowJobs = await jobs.listForRecording(recordingId);
    const folders = await foldersOf(
      recordingId,
      rowJobs.map((job) => job.folder),
      row.raw_dir,
    );
    const { unseen } = await removeFolders(folders);
    if (unseen.length > 0) continue;
    await jobs.deleteForRecording(recordingId);
    await recordings.update(recordingId, {
      error: row.error ? `${row.error}; ${RAW_DELETED_NOTE}` : RAW_DELETED_NOTE,
      updated_at: clock.now().toISOString(),
    });
    log.info({ recordingId, folders: folders.length }, 'raw tracks of a failed recording deleted');
    swept.push(recordingId);
  }
  return swept;
}
