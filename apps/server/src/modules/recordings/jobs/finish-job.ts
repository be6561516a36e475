import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import { probeDurationSeconds } from '../compose/media-probe';
import { videoKey, type RecordingStore } from '../recording-store';
import type { RecordingRow } from '../recording-types';
import type { RecordingsRepository } from '../recordings-repository';
import { runInJobProcess } from './job-child';
import { LostJobError, PermanentJobError, type JobContext, type JobResult, type JobRow } from './job-types';
import { foldersOf, removeFolders } from './raw-folders';
import type { RecordingJobsRepository } from './recording-jobs-repository';

export interface FinishJobDeps {
  jobs: RecordingJobsRepository;
  recordings: RecordingsRepository;
  store: RecordingStore;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the organizer (the e-mail); called once the row is ready. */
  notifyReady(row: RecordingRow, durationSeconds: number): Promise<void>;
}

/**
 * Finishes a recording whose segments are all composed: joins them in order without re-encoding
 * (one segment is used as it is), puts the file in the store, marks the row ready with its size and
 * duration, e-mails the organizer and removes the segment folders. Runs only when every segment job
 * is done (RecordingJobs checks before claiming). An attempt that crashed after the row was ready
 * only cleans up: the store's key is the same each time, so putting again is harmless.
 */
export async function runFinishJob(job: JobRow, context: JobContext, deps: FinishJobDeps): Promise<JobResult> {
  const { jobs, recordings, store, clock, log } = deps;
  const recordingId = job.recording_id;
  const row = await recordings.findById(recordingId);
  const segments = (await jobs.listForRecording(recordingId)).filter((other) => other.kind === 'segment');
  const cleanUp = async () => {
    const folders = await foldersOf(
      recordingId,
      segments.map((segment) => segment.folder),
      row?.raw_dir ?? null,
    );
    const { unseen } = await removeFolders(folders);
    if (unseen.length > 0) log.warn({ recordingId, unseen }, 'segment folders not visible here were left');
  };
  if (!row || (row.status === 'ready' && row.file_path)) {
    await cleanUp();
    return { output: null };
  }

  const outputs = segments.flatMap((segment) => (segment.output ? [segment.output] : []));
  if (outputs.length === 0) throw new PermanentJobError('nothing was recorded');
  const joined = path.join(path.dirname(outputs[0]!), `final-${context.token}.mp4`);
  try {
    if (outputs.length === 1) {
      // A second name for the one segment (same folder, so same file system; a copy where links are
      // not allowed): the store moves that name away and the segment stays for another attempt.
      await fs.link(outputs[0]!, joined).catch(() => fs.copyFile(outputs[0]!, joined));
    } else {
      const timeoutMs = context.timeLeft();
      await runInJobProcess(
        { kind: 'join', files: outputs, outputFile: joined, timeoutMs },
        { timeoutMs, signal: context.signal },
      );
    }
    const durationSeconds = await probeDurationSeconds(joined);
    if (!(await context.stillOurs())) throw new LostJobError();

    const key = videoKey(recordingId);
    const sizeBytes = await store.put(key, joined);
    // Discarded, taken over or deleted while we joined (its organizer's account went): the file must
    // not outlive the row, and nobody gets an e-mail about it.
    const current = context.signal.aborted ? undefined : await recordings.findById(recordingId);
    if (!current) {
      await store.delete(key);
      if (context.signal.aborted) throw new LostJobError();
      return { output: null };
    }
    await recordings.update(recordingId, {
      status: 'ready',
      file_path: key,
      size_bytes: sizeBytes,
      duration_seconds: Math.round(durationSeconds),
      error: null,
      updated_at: clock.now().toISOString(),
    });
    log.info({ recordingId, segments: outputs.length, sizeBytes, durationSeconds }, 'recording ready');
    await deps.notifyReady({ ...current, duration_seconds: Math.round(durationSeconds) }, durationSeconds);
    await cleanUp();
    return { output: null };
  } finally {
    await fs.rm(joined, { force: true });
  }
}
