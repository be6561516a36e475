import type { Selectable } from 'kysely';
import type { RecordingJobsTable } from '#server/db/schema.ts';

/** A row of recording_jobs as the jobs read it. */
export type JobRow = Selectable<RecordingJobsTable>;

export type JobKind = 'segment' | 'finish';
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** The finish job's segment index: one finish job per recording under the unique key. */
export const FINISH_INDEX = -1;

/** The third failed attempt fails the job, and the recording with it. */
export const MAX_ATTEMPTS = 3;

/**
 * A running job's claim lasts this long and is renewed every RENEW_MS while it works, so a node that
 * dies loses its jobs to the others within a minute; a slow database call or a pause of a few seconds
 * costs nothing.
 */
export const LEASE_MS = 60_000;
export const RENEW_MS = 15_000;

/** How long a claim lasts and how often it is renewed (LEASE_MS, RENEW_MS; tests shorten them). */
export interface LeaseTiming {
  leaseMs: number;
  renewMs: number;
}

/** A failed attempt waits this long times the attempts so far: a full disk or a busy store gets time. */
export const RETRY_DELAY_MS = 60_000;

/** The time limits and pace of this node's jobs: `config.recordings` without `segmentMs`. */
export interface RecordingJobSettings {
  /** Jobs running at once on this node (RECORDING_JOBS). */
  jobConcurrency: number;
  /** One attempt of one job is killed after this long (RECORDING_JOB_TIMEOUT_MINUTES). */
  jobTimeoutMs: number;
  /** How often this node looks for work it can take (RECORDING_JOB_POLL_MS). */
  jobPollMs: number;
  /** A failed recording's raw tracks are kept this long for a retry (RECORDING_RAW_KEEP_DAYS). */
  rawKeepMs: number;
}

/** A failure that another attempt cannot mend (nothing was recorded): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** Error text safe to store and show to the operator: one message, bounded. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1_000);
}

/** What a running job gets from the runner. */
export interface JobContext {
  /** Aborted when this node stops, loses the job to another node, or the recording is discarded. */
  signal: AbortSignal;
  /** Unique to this attempt: names its temporary files, so two nodes never write the same one. */
  token: string;
  /** Milliseconds left of the attempt's time limit; throws when none is left. */
  timeLeft(): number;
  /** Renews the lease now: false when the job is no longer this node's (write nothing then). */
  stillOurs(): Promise<boolean>;
}

/** What a job leaves for the next: a segment's composed file (or null: nobody published in it). */
export interface JobResult {
  output: string | null;
}

/** Thrown by a job that found it no longer holds its lease: its work is dropped, nothing is recorded. */
export class LostJobError extends Error {
  override name = 'LostJobError';
  constructor() {
    super('the job was taken over by another node or discarded');
  }
}
