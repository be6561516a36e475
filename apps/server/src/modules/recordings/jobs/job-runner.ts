// Longer than 250 lines (by a few) because claiming, lease renewal, the time limit and the three ways a
// job stops all work on the same map of running jobs; what a job does is passed in (JobRunnerOptions).
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import { randomId } from '#server/lib/ids.ts';
import {
  describeError,
  LEASE_MS,
  MAX_ATTEMPTS,
  PermanentJobError,
  RENEW_MS,
  RETRY_DELAY_MS,
  type JobContext,
  type JobResult,
  type JobRow,
  type LeaseTiming,
  type RecordingJobSettings,
} from './job-types';
import type { RecordingJobsRepository } from './recording-jobs-repository';

export interface JobRunnerOptions {
  repository: RecordingJobsRepository;
  nodeId: string;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: Pick<RecordingJobSettings, 'jobConcurrency' | 'jobTimeoutMs' | 'jobPollMs'>;
  /** LEASE_MS and RENEW_MS by default. */
  lease?: LeaseTiming;
  /** Whether this node can run the job now: it sees the files, a finish's segments are all done. */
  canRun(job: JobRow): Promise<boolean>;
  run(job: JobRow, context: JobContext): Promise<JobResult>;
  /** The job failed for good (its last attempt, or a failure no attempt can mend). */
  failed(job: JobRow, error: string): Promise<void>;
}

type StopReason = 'stop' | 'lost' | 'discard';

interface Running {
  job: JobRow;
  controller: AbortController;
  reason: StopReason | undefined;
  done: Promise<void>;
}

/** Candidates looked at per pass: enough to pass over jobs other nodes must take. */
const CANDIDATES = 50;

/**
 * Takes recording jobs from the table and runs them, at most `jobConcurrency` at once on this node,
 * each under a lease renewed while it works and a time limit (decision record 033). Polls every
 * `jobPollMs`, and at once when woken (this node queued something, or a job ended).
 */
export class JobRunner {
  readonly #running = new Map<string, Running>();
  #timer: NodeJS.Timeout | undefined;
  #started = false;
  #closed = false;
  #wakeRequested = false;
  #ticking = false;
  /** Passes run one after another: two at once could both see a free slot. */
  #passes: Promise<unknown> = Promise.resolve();

  readonly #lease: LeaseTiming;

  constructor(private readonly options: JobRunnerOptions) {
    this.#lease = options.lease ?? { leaseMs: LEASE_MS, renewMs: RENEW_MS };
  }

  start(): void {
    if (this.#started || this.#closed) return;
    this.#started = true;
    this.#schedule(0);
  }

  /** Looks for work now rather than at the next poll. */
  wake(): void {
    if (!this.#started || this.#closed) return;
    if (this.#ticking) {
      this.#wakeRequested = true;
      return;
    }
    this.#schedule(0);
  }

  /** Job ids running on this node. */
  runningIds(): string[] {
    return [...this.#running.keys()];
  }

  /**
   * One pass: claims what this node can run in its free slots and starts it; returns the ids started.
   * Exposed for tests and tools; the poll calls it too.
   */
  runOnce(): Promise<string[]> {
    const pass = this.#passes.then(() => this.#pass());
    this.#passes = pass.catch(() => undefined);
    return pass;
  }

  /**
   * Stops polling, kills this node's running work and hands the jobs back (their attempt not counted),
   * so another node takes them at once instead of after the lease.
   */
  async stop(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#passes;
    await this.#abortWhere(() => true, 'stop');
  }

  /** The recording is being deleted: its work here is killed and nothing of it is written. */
  abortRecording(recordingId: string): Promise<void> {
    return this.#abortWhere((job) => job.recording_id === recordingId, 'discard');
  }

  async #abortWhere(match: (job: JobRow) => boolean, reason: StopReason): Promise<void> {
    const matching = [...this.#running.values()].filter((entry) => match(entry.job));
    for (const entry of matching) this.#abort(entry, reason);
    await Promise.all(matching.map((entry) => entry.done));
  }

  #abort(entry: Running, reason: StopReason): void {
    entry.reason ??= reason;
    entry.controller.abort(new Error(`the job was stopped (${entry.reason})`));
  }

  async #pass(): Promise<string[]> {
    const { repository, nodeId, settings, canRun } = this.options;
    const started: string[] = [];
    if (this.#closed || this.#running.size >= settings.jobConcurrency) return started;
    const candidates = await repository.candidates(this.#now(), this.runningIds(), CANDIDATES);
    for (const candidate of candidates) {
      if (this.#closed || this.#running.size >= settings.jobConcurrency) break;
      if (!(await canRun(candidate))) continue;
      const job = await repository.claim(candidate.id, nodeId, this.#now(), this.#leaseUntil());
      if (!job) continue; // another node was quicker
      if (job.attempts > MAX_ATTEMPTS) {
        // Its last allowed attempt was claimed and never ended: the node running it died mid-job.
        const error = `attempt ${MAX_ATTEMPTS} did not finish: the node running it stopped${job.error ? ` (before: ${job.error})` : ''}`;
        await this.#fail(job, error);
        continue;
      }
      this.#launch(job);
      started.push(job.id);
    }
    return started;
  }

  #launch(job: JobRow): void {
    const { settings } = this.options;
    const deadline = performance.now() + settings.jobTimeoutMs;
    const entry: Running = { job, controller: new AbortController(), reason: undefined, done: Promise.resolve() };
    const context: JobContext = {
      signal: entry.controller.signal,
      token: randomId(),
      timeLeft: () => {
        const left = Math.floor(deadline - performance.now());
        if (left <= 0) throw new Error(`the job took longer than ${settings.jobTimeoutMs} ms`);
        return left;
      },
      stillOurs: () => this.#renew(entry),
    };
    const renewal = setInterval(() => {
      this.#renew(entry).catch((error: unknown) =>
        this.options.log.warn({ err: error, jobId: job.id }, 'could not renew a recording job lease'),
      );
    }, this.#lease.renewMs);
    this.#running.set(job.id, entry);
    entry.done = this.#execute(entry, context)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, jobId: job.id }, 'recording job bookkeeping failed'),
      )
      .finally(() => {
        clearInterval(renewal);
        this.#running.delete(job.id);
        this.wake();
      });
  }

  async #renew(entry: Running): Promise<boolean> {
    const { repository, nodeId } = this.options;
    const ours = await repository.renew(entry.job.id, nodeId, this.#leaseUntil());
    if (!ours) this.#abort(entry, 'lost');
    return ours;
  }

  async #execute(entry: Running, context: JobContext): Promise<void> {
    const { repository, nodeId, log } = this.options;
    const { job } = entry;
    const fields = { jobId: job.id, recordingId: job.recording_id, kind: job.kind, segment: job.segment_index };
    log.info({ ...fields, attempt: job.attempts }, 'recording job started');
    let result: JobResult;
    try {
      result = await this.options.run(job, context);
    } catch (error) {
      if (entry.reason) return this.#afterAbort(entry);
      const reason = describeError(error);
      if (error instanceof PermanentJobError || job.attempts >= MAX_ATTEMPTS) {
        log.error({ ...fields, attempt: job.attempts, reason }, 'recording job failed');
        await this.#fail(job, reason);
        return;
      }
      const notBefore = new Date(this.options.clock.now().getTime() + RETRY_DELAY_MS * job.attempts).toISOString();
      log.warn(
        { ...fields, attempt: job.attempts, reason, notBefore },
        'recording job attempt failed; it will run again',
      );
      await repository.markRetry(job.id, nodeId, reason, notBefore, this.#now());
      return;
    }
    if (entry.reason) return this.#afterAbort(entry);
    if (await repository.markDone(job.id, nodeId, result.output, this.#now())) {
      log.info({ ...fields, output: result.output }, 'recording job done');
    }
  }

  /** Killed by us: a stopping node hands the job back; a lost or discarded one is not ours to touch. */
  async #afterAbort(entry: Running): Promise<void> {
    if (entry.reason === 'stop') await this.options.repository.release(entry.job.id, this.options.nodeId, this.#now());
  }

  async #fail(job: JobRow, error: string): Promise<void> {
    if (await this.options.repository.markFailed(job.id, this.options.nodeId, error, this.#now())) {
      await this.options.failed(job, error);
    }
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#tick(), delayMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    if (this.#closed || this.#ticking) return;
    this.#ticking = true;
    try {
      await this.runOnce();
    } catch (error) {
      this.options.log.error({ err: error }, 'recording jobs pass failed');
    } finally {
      this.#ticking = false;
      if (!this.#closed) {
        const again = this.#wakeRequested;
        this.#wakeRequested = false;
        this.#schedule(again ? 0 : this.options.settings.jobPollMs);
      }
    }
  }

  #now(): string {
    return this.options.clock.now().toISOString();
  }

  #leaseUntil(): string {
    return new Date(this.options.clock.now().getTime() + this.#lease.leaseMs).toISOString();
  }
}
