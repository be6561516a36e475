import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { Registry } from 'prom-client';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { randomId } from '#server/lib/ids.ts';
import { createMailModule, type MailModule } from '#server/modules/mail/mail-module.ts';
import { createOutboxRepository } from '#server/modules/mail/outbox-repository.ts';
import {
  createRecordingJobs,
  type RecordingJobs,
  type RecordingJobsDeps,
} from '#server/modules/recordings/jobs/recording-jobs.ts';
import { createLocalRecordingStore } from '#server/modules/recordings/local-recording-store.ts';
import type { RecordingStore } from '#server/modules/recordings/recording-store.ts';
import { createRecordingsRepository } from '#server/modules/recordings/recordings-repository.ts';
import { createTestDatabase, type TestDatabase } from './databases';
import { SmtpCapture } from './smtp-capture';
import { TestClock } from './test-clock';
import { tempDir, testConfig } from './test-config';

/**
 * The recording jobs with real parts around them and nothing else: a fresh database of the dialect
 * (migrated), the local recording store and a raw folder in a temporary data directory, the real mail
 * module sending through SMTP to a capture server, an organizer and a meeting, and a test clock. The
 * app is not built, so no other instance of the jobs polls the same tables.
 */
export interface RecordingJobsEnv {
  database: DatabaseHandle;
  /** The temporary DATA_DIR everything here lives in. */
  dataDir: string;
  /** The database as the product's environment names it (DATABASE_URL), for the admin command (SQLite). */
  databaseUrl: string | undefined;
  clock: TestClock;
  /** Where the rooms would write segment folders (the recordings' raw_dir). */
  rawDir: string;
  storeRoot: string;
  store: RecordingStore;
  recordings: ReturnType<typeof createRecordingsRepository>;
  smtp: SmtpCapture;
  organizer: { id: string; email: string; name: string };
  meeting: { id: string; title: string; code: string };
  /** A node's jobs (a new instance each call, stopped at close), composing at 320x180. */
  node(nodeId: string, overrides?: Partial<RecordingJobsDeps>): RecordingJobs;
  /** A recording row as the recording start leaves it (status recording, raw_dir set). */
  newRecording(startedAt?: Date): Promise<string>;
  close(): Promise<void>;
}

/** Small and fast: the tests' few seconds of 320x180 compose in well under a second. */
export const TEST_JOB_SETTINGS = {
  jobConcurrency: 2,
  jobTimeoutMs: 60_000,
  jobPollMs: 50,
  rawKeepMs: 7 * 24 * 60 * 60_000,
};

export async function startRecordingJobsEnv(
  dialect: 'sqlite' | 'postgres',
  options: { locale?: 'en' | 'tr' } = {},
): Promise<RecordingJobsEnv> {
  const data = tempDir('vm-recording-jobs-');
  const testDatabase: TestDatabase = await createTestDatabase(dialect);
  const database = openDatabase(testDatabase.config(data.dir), testDatabase.options);
  await testDatabase.migrating(() => database.migrate());
  const { db } = database;
  const clock = new TestClock();
  const log = pino({ level: 'silent' });
  const smtp = await SmtpCapture.start();
  const mail: MailModule = createMailModule({
    config: testConfig(data.dir, { ...testDatabase.env, SMTP_URL: smtp.url }),
    outbox: createOutboxRepository(db, database.dialect),
    clock,
    log,
    nodeId: 'mail-node',
    metrics: new Registry(),
  });
  mail.start();

  const at = clock.now().toISOString();
  const organizer = {
    id: randomId(),
    email: `organizer-${randomId().toLowerCase()}@example.test`,
    name: 'Rhea Recorder',
  };
  await db
    .insertInto('users')
    .values({
      ...organizer,
      type: 'guest',
      plan: 'pro',
      locale: options.locale ?? 'en',
      verified: true,
      created_at: at,
    })
    .execute();
  const meeting = { id: randomId(), title: 'Quarterly review', code: `REC${randomId().slice(0, 6).toUpperCase()}` };
  await db
    .insertInto('meetings')
    .values({
      id: meeting.id,
      meeting_code: meeting.code,
      room_name: `room-${meeting.id}`,
      title: meeting.title,
      description: null,
      meeting_type: 'video',
      status: 'active',
      start_time: at,
      end_time: at,
      started_at: at,
      ended_at: null,
      max_participants: 100,
      is_public: false,
      allow_screen_sharing: true,
      allow_chat: true,
      allow_recording: true,
      require_approval: false,
      mute_on_entry: false,
      video_on_entry: true,
      organizer_id: organizer.id,
      created_at: at,
      updated_at: at,
    })
    .execute();

  const rawDir = path.join(data.dir, 'recordings', 'raw');
  const storeRoot = path.join(data.dir, 'recordings');
  fs.mkdirSync(rawDir, { recursive: true, mode: 0o700 });
  const store = createLocalRecordingStore(storeRoot);
  const recordings = createRecordingsRepository(db);
  const nodes: RecordingJobs[] = [];

  const databaseConfig = testDatabase.config(data.dir);
  return {
    database,
    dataDir: data.dir,
    databaseUrl: databaseConfig.dialect === 'sqlite' ? `sqlite:${databaseConfig.file}` : undefined,
    clock,
    rawDir,
    storeRoot,
    store,
    recordings,
    smtp,
    organizer,
    meeting,
    node(nodeId, overrides = {}) {
      const jobs = createRecordingJobs({
        db,
        dialect: database.dialect,
        recordings,
        store,
        mail,
        organizerOf: async (userId) => {
          const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
          return user && { email: user.email, name: user.name, locale: user.locale };
        },
        meetingOf: (meetingId) =>
          db.selectFrom('meetings').select(['title', 'meeting_code']).where('id', '=', meetingId).executeTakeFirst(),
        clock,
        log,
        nodeId,
        baseUrl: 'https://meet.example.test',
        settings: TEST_JOB_SETTINGS,
        compose: { width: 320, height: 180, fps: 25, nameFont: null },
        ...overrides,
      });
      nodes.push(jobs);
      return jobs;
    },
    async newRecording(startedAt = clock.now()) {
      const id = randomId();
      const started = startedAt.toISOString();
      await recordings.insert({
        id,
        meeting_id: meeting.id,
        organizer_id: organizer.id,
        status: 'recording',
        started_at: started,
        raw_dir: rawDir,
        created_at: started,
        updated_at: started,
      });
      return id;
    },
    async close() {
      await Promise.all(nodes.map((jobs) => jobs.stop()));
      await mail.stop();
      await smtp.stop();
      await database.close();
      await testDatabase.cleanup();
      data.remove();
    },
  };
}

/**
 * Polls `read` until `done` holds for what it returns, and gives that; fails after a generous
 * deadline with the last value seen (the deadline only bounds a broken run, nothing asserts speed).
 */
export async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The recording's jobs as the table holds them, segments in order then the finish. */
export function jobRows(env: RecordingJobsEnv, recordingId: string) {
  return env.database.db
    .selectFrom('recording_jobs')
    .selectAll()
    .where('recording_id', '=', recordingId)
    .orderBy('kind', 'desc')
    .orderBy('segment_index')
    .execute();
}

/** What the room does at the stop before it calls recordingStopped (recording-control.ts). */
export async function markStopped(env: RecordingJobsEnv, recordingId: string, endedAt: Date): Promise<void> {
  await env.recordings.update(recordingId, {
    status: 'processing',
    ended_at: endedAt.toISOString(),
    updated_at: env.clock.now().toISOString(),
  });
}

/**
 * Waits until the recording's processing is over: its finish job done or failed (the last thing a
 * finish does, after the row, the e-mail and the folders), and gives the row.
 */
export async function processed(env: RecordingJobsEnv, recordingId: string) {
  await waitUntil(
    () => jobRows(env, recordingId),
    (jobs) => jobs.some((job) => job.kind === 'finish' && (job.status === 'done' || job.status === 'failed')),
  );
  return (await env.recordings.findById(recordingId))!;
}
