import path from 'node:path';
import type { Clock } from '#server/lib/clock.ts';
import type { RecordingsRepository } from '../recordings-repository';
import { canUse } from './raw-folders';
import type { RecordingJobsRepository } from './recording-jobs-repository';

export type RetryOutcome = { retried: true; jobs: number } | { retried: false; reason: string };

/**
 * The operator's retry of a failed recording: its failed jobs are queued again with no attempt
 * counted and the row is back to processing; whichever node can see the files picks them up at its
 * next poll. Needs only the database, so `npm run admin -- retry-recording` works without a running
 * server. Refused when there is nothing to retry: the raw tracks were deleted after their keep time
 * (the row's error says so) or a segment's folder is gone from where this machine sees it.
 */
export async function retryRecording(
  deps: { jobs: RecordingJobsRepository; recordings: RecordingsRepository; clock: Clock },
  recordingId: string,
): Promise<RetryOutcome> {
  const { jobs, recordings, clock } = deps;
  const row = await recordings.findById(recordingId);
  if (!row) return { retried: false, reason: 'there is no such recording' };
  if (row.status !== 'failed') return { retried: false, reason: `it is ${row.status}, not failed` };
  const all = await jobs.listForRecording(recordingId);
  if (!all.some((job) => job.status === 'failed')) {
    return { retried: false, reason: `it has no failed job to run again (${row.error ?? 'no error recorded'})` };
  }
  for (const job of all) {
    if (job.kind !== 'segment' || !job.folder) continue;
    // Only where the folder's parent is mounted can "missing" mean gone.
    if ((await canUse(path.dirname(job.folder))) && !(await canUse(job.folder))) {
      return { retried: false, reason: `the raw tracks of segment ${job.segment_index} are gone (${job.folder})` };
    }
  }
  const now = clock.now().toISOString();
  const queued = await jobs.resetFailed(recordingId, now);
  await recordings.update(recordingId, { status: 'processing', error: null, updated_at: now });
  return { retried: true, jobs: queued };
}
