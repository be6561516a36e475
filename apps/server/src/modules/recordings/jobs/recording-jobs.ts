import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { localeSchema } from '@vm/contracts';
import type { Database, Dialect } from '#server/db/schema.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { MailModule } from '../../mail/mail-module';
import { findNameFont } from '../compose/name-font';
import type { RecordingStore } from '../recording-store';
import type { RecordingRow } from '../recording-types';
import type { RecordingsRepository } from '../recordings-repository';
import type { ComposeSettings } from './child-tasks';
import { runFinishJob } from './finish-job';
import { JobRunner } from './job-runner';
import type { JobRow, LeaseTiming, RecordingJobSettings } from './job-types';
import { canRead, canUse, foldersOf, removeFolders } from './raw-folders';
import { sweepFailedRawTracks } from './raw-sweep';
import { recordingReadyMail } from './recording-ready-mail';
import { createRecordingJobsRepository } from './recording-jobs-repository';
import { retryRecording, type RetryOutcome } from './retry-recording';
import { runSegmentJob } from './segment-job';

/** Cloud recording's processing (decision record 033), as the rooms and the API use it. */
export interface RecordingJobs {
  /** Segment `index` of the recording closed (Janus closed its files): compose it as soon as a node that sees the folder is free. Idempotent. */
  segmentClosed(recordingId: string, index: number, folder: string): Promise<void>;
  /** The recording stopped with `segments` segments (0..segments-1, all already passed to segmentClosed): once every segment is composed, join them, store the MP4, mark the row ready, e-mail the organizer. Idempotent. */
  recordingStopped(recordingId: string, segments: number): Promise<void>;
  /** Operator retry of a failed recording: its failed jobs run again (attempts reset), row back to 'processing'. False when there is nothing to retry. */
  retry(recordingId: string): Promise<boolean>;
  /** The recording is being deleted (by its organizer or with the account): its jobs and segment folders go. Call it before deleting the row. */
  discard(recordingId: string): Promise<void>;
  /** Begin polling, and the hourly sweep of old failed recordings' raw tracks (called on app onReady). */
  start(): void;
  /** Stop polling, kill running work and hand its jobs back to the other nodes (called onClose). */
  stop(): Promise<void>;
  /** One pass of the poll: the ids of the jobs it started. For tests and tools. */
  runOnce(): Promise<string[]>;
  /** Deletes the raw tracks of recordings failed longer than `rawKeepMs` ago; the ids swept. For tests and tools. */
  sweepRawTracks(): Promise<string[]>;
}

/** Who gets the "recording ready" e-mail, in which language. */
export interface RecordingOrganizer {
  email: string;
  name: string;
  locale: string;
}

export interface RecordingJobsDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  recordings: RecordingsRepository;
  store: RecordingStore;
  mail: Pick<MailModule, 'sendEmail'>;
  /** The organizer's address and language; undefined when the account is gone (no e-mail then). */
  organizerOf(userId: string): Promise<RecordingOrganizer | undefined>;
  meetingOf(meetingId: string): Promise<{ title: string; meeting_code: string } | undefined>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** This node's id: its claims on jobs carry it. */
  nodeId: string;
  /** PUBLIC_URL or the local address: the e-mail links to the meeting's page there. */
  baseUrl: string;
  /** `config.recordings` without `segmentMs`. */
  settings: RecordingJobSettings;
  /** The composed video's size, rate, preset and name font: 1280x720 at 25 fps with DejaVu if installed by default. */
  compose?: Partial<ComposeSettings>;
  /** A claim's length and renewal: 60 s renewed every 15 s by default; tests shorten them. */
  lease?: LeaseTiming;
  /**
   * This node is the only one (no REDIS_URL): a job still marked running at start was this node's
   * before it died, so it is taken back at once instead of after its lease.
   */
  alone?: boolean;
}

/** How often failed recordings' raw tracks are looked at (and jobs nobody takes are reported). */
const SWEEP_MS = 60 * 60_000;
/** A queued job nobody took for this long is reported by the sweep: no node may see its files. */
const UNTAKEN_REPORT_MS = 60 * 60_000;

export function createRecordingJobs(deps: RecordingJobsDeps): RecordingJobs {
  const { recordings, store, clock, settings } = deps;
  const log = deps.log.child({ module: 'recording-jobs' });
  const jobs = createRecordingJobsRepository(deps.db, deps.dialect);
  const compose: ComposeSettings = { nameFont: findNameFont(), ...deps.compose };
  const now = () => clock.now().toISOString();
  let sweepTimer: NodeJS.Timeout | undefined;

  /** A segment when its folder is here; a finish when every segment is done and its file is here. */
  async function canRun(job: JobRow): Promise<boolean> {
    if (job.kind === 'segment') return job.folder !== null && canUse(job.folder);
    const row = await recordings.findById(job.recording_id);
    if (!row || (row.status === 'ready' && row.file_path)) return true;
    const count = job.segment_count ?? 0;
    const segments = (await jobs.listForRecording(job.recording_id)).filter(
      (other) => other.kind === 'segment' && other.segment_index < count,
    );
    if (segments.length < count || segments.some((segment) => segment.status !== 'done')) return false;
    for (const segment of segments) if (segment.output && !(await canRead(segment.output))) return false;
    return true;
  }

  /**
   * A job failed for good: once the recording has stopped (its finish job exists), the recording
   * fails with the job's reason and its finish job, which cannot run, fails too so a retry queues
   * it again. While the meeting still records, the row stays as it is and the stop settles it.
   */
  async function settleFailure(recordingId: string): Promise<void> {
    const all = await jobs.listForRecording(recordingId);
    const finish = all.find((job) => job.kind === 'finish');
    const failed = all.find((job) => job.kind === 'segment' && job.status === 'failed') ?? finish;
    if (!finish || failed?.status !== 'failed') return;
    const error =
      failed.kind === 'segment'
        ? `segment ${failed.segment_index + 1} of ${finish.segment_count}: ${failed.error}`
        : (failed.error ?? 'processing failed');
    if (failed.kind === 'segment')
      await jobs.failWaitingFinish(recordingId, `waits for a failed segment: ${error}`, now());
    const row = await recordings.findById(recordingId);
    if (row?.status !== 'processing') return;
    await recordings.update(recordingId, { status: 'failed', error, updated_at: now() });
    log.error({ recordingId, error }, 'recording failed; its raw tracks are kept for a retry');
  }

  async function notifyReady(row: RecordingRow, durationSeconds: number): Promise<void> {
    const organizer = await deps.organizerOf(row.organizer_id);
    if (!organizer) return;
    const meeting = await deps.meetingOf(row.meeting_id);
    const locale = localeSchema.safeParse(organizer.locale);
    const mail = recordingReadyMail({
      to: organizer.email,
      locale: locale.success ? locale.data : 'en',
      meetingTitle: meeting?.title ?? '',
      startedAt: row.started_at,
      durationSeconds,
      meetingPageUrl: `${deps.baseUrl}/meetings/${encodeURIComponent(row.meeting_id)}`,
    });
    await deps.mail.sendEmail(mail, 'recording-ready');
  }

  const runner = new JobRunner({
    repository: jobs,
    nodeId: deps.nodeId,
    clock,
    log,
    settings,
    lease: deps.lease,
    canRun,
    run: (job, context) =>
      job.kind === 'segment'
        ? runSegmentJob(job, context, { compose, log })
        : runFinishJob(job, context, { jobs, recordings, store, clock, log, notifyReady }),
    failed: (job) => settleFailure(job.recording_id),
  });

  async function sweep(): Promise<string[]> {
    const swept = await sweepFailedRawTracks({ jobs, recordings, clock, log, rawKeepMs: settings.rawKeepMs });
    const before = new Date(clock.now().getTime() - UNTAKEN_REPORT_MS).toISOString();
    for (const job of await jobs.queuedSince(before)) {
      if (!(await canRun(job))) {
        log.warn(
          { jobId: job.id, recordingId: job.recording_id, kind: job.kind, folder: job.folder, since: job.updated_at },
          'recording job waits: this node cannot run it (its files are not visible here, or its segments are not done)',
        );
      }
    }
    return swept;
  }

  return {
    async segmentClosed(recordingId, index, folder) {
      if (await jobs.enqueueSegment(recordingId, index, folder, now())) runner.wake();
    },

    async recordingStopped(recordingId, segments) {
      if (await jobs.enqueueFinish(recordingId, segments, now())) runner.wake();
      // A segment that failed while the meeting still recorded fails the recording now.
      await settleFailure(recordingId);
    },

    async retry(recordingId) {
      const outcome: RetryOutcome = await retryRecording({ jobs, recordings, clock }, recordingId);
      if (outcome.retried) runner.wake();
      else log.warn({ recordingId, reason: outcome.reason }, 'recording not retried');
      return outcome.retried;
    },

    async discard(recordingId) {
      await runner.abortRecording(recordingId);
      const row = await recordings.findById(recordingId);
      const all = await jobs.listForRecording(recordingId);
      await jobs.deleteForRecording(recordingId);
      const folders = await foldersOf(
        recordingId,
        all.map((job) => job.folder),
        row?.raw_dir ?? null,
      );
      const { unseen } = await removeFolders(folders);
      if (unseen.length > 0)
        log.warn({ recordingId, unseen }, 'discarded recording: folders not visible here were left');
    },

    start() {
      const reclaim = deps.alone ? jobs.releaseAllRunning(now()) : Promise.resolve(0);
      void reclaim
        .then((count) => count > 0 && log.warn({ count }, 'took back jobs this node was running when it stopped'))
        .catch((error: unknown) => log.error({ err: error }, 'could not take back unfinished jobs'))
        .finally(() => runner.start());
      const run = () => void sweep().catch((error: unknown) => log.error({ err: error }, 'raw tracks sweep failed'));
      run();
      sweepTimer = setInterval(run, SWEEP_MS).unref();
    },

    async stop() {
      clearInterval(sweepTimer);
      await runner.stop();
    },

    runOnce: () => runner.runOnce(),
    sweepRawTracks: sweep,
  };
}
