import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ComposeSettings, SegmentOutcome } from './child-tasks';
import { runInJobProcess } from './job-child';
import { LostJobError, type JobContext, type JobResult, type JobRow } from './job-types';

/** The composed segment's name in its folder; the finish job joins these. */
export const COMPOSED_FILE = 'composed.mp4';

/**
 * Composes one segment folder into `<folder>/composed.mp4` (beside the raw tracks, on whatever storage
 * the nodes share). The work happens in this attempt's own `work-<token>` folder in a job process; the
 * result is renamed into place only while this node still holds the job, so the file is always whole
 * and one attempt's. A segment nobody published in is done with no file.
 */
export async function runSegmentJob(
  job: JobRow,
  context: JobContext,
  deps: { compose: ComposeSettings; log: FastifyBaseLogger },
): Promise<JobResult> {
  const folder = job.folder;
  if (!folder) throw new Error('a segment job without a folder');
  const log = deps.log.child({ recordingId: job.recording_id, segment: job.segment_index });
  const workDir = path.join(folder, `work-${context.token}`);
  try {
    const timeoutMs = context.timeLeft();
    const outcome = await runInJobProcess<SegmentOutcome>(
      { kind: 'compose-segment', folder, workDir, timeoutMs, compose: deps.compose },
      { timeoutMs, signal: context.signal },
    );
    for (const skipped of outcome.skipped) log.warn(skipped, 'recorded file gave no track');
    for (const note of outcome.leftOut) log.info(note, 'video left out of the recording');
    if (!outcome.file) {
      log.info('segment has no track: nobody published in it');
      return { output: null };
    }
    if (!(await context.stillOurs())) throw new LostJobError();
    const output = path.join(folder, COMPOSED_FILE);
    await fs.rename(outcome.file, output);
    log.info(
      { tracks: outcome.tracks, segmentMs: outcome.segmentMs, composeMs: outcome.elapsedMs },
      'recording segment composed',
    );
    return { output };
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
