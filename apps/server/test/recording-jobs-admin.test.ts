import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  jobRows,
  markStopped,
  startRecordingJobsEnv,
  waitUntil,
  type RecordingJobsEnv,
} from './support/recording-jobs-env';
import { runAdmin } from './support/admin-command';
import { segmentFolderName, writeSegmentFolder } from './support/recording-segments';

// Decision record 033: the operator retries a failed recording without the server running;
// the server's poll picks the jobs up. The command opens the product's database from its environment,
// which a test can point at SQLite only (PostgreSQL test runs live in a schema of their own).
// A server process and the admin command both start with tsx: generous on a busy machine.
describe('npm run admin -- retry-recording', { timeout: 90_000 }, () => {
  let env: RecordingJobsEnv;
  beforeEach(async () => {
    env = await startRecordingJobsEnv('sqlite');
  });
  afterEach(async () => env.close());

  /** As an operator runs it, against the database the product uses. */
  const admin = (...args: string[]) => runAdmin({ DATA_DIR: env.dataDir, DATABASE_URL: env.databaseUrl! }, ...args);

  it('queues a failed recording again, and the running server finishes it', async () => {
    const started = new Date(env.clock.now().getTime() - 60_000);
    const id = await env.newRecording(started);
    const folder = await writeSegmentFolder(path.join(env.rawDir, segmentFolderName(id, 0)), {
      startedAt: started,
      stoppedAt: new Date(started.getTime() + 2000),
      publishers: [
        {
          feed: 5,
          participantId: 'p-ada',
          displayName: 'Ada',
          streams: [
            { source: 'microphone', at: 0, seconds: 2 },
            { source: 'camera', at: 0, seconds: 2 },
          ],
        },
      ],
    });
    const server = env.node('server-node'); // stands for the running server; not polling yet
    await server.segmentClosed(id, 0, folder);
    await markStopped(env, id, new Date(started.getTime() + 2000));
    await server.recordingStopped(id, 1);
    // As three failed attempts leave it (a full disk, say).
    await env.database.db
      .updateTable('recording_jobs')
      .set({ status: 'failed', attempts: 3, error: 'No space left on device' })
      .where('recording_id', '=', id)
      .execute();
    await env.recordings.update(id, { status: 'failed', error: 'segment 1 of 1: No space left on device' });

    expect(await admin('help')).toMatchObject({
      code: 0,
      out: expect.stringContaining('retry-recording <recordingId>'),
    });
    expect(await admin('retry-recording')).toMatchObject({ code: 2, out: expect.stringContaining('Usage') });
    const retried = await admin('retry-recording', id);
    expect(retried.code).toBe(0);
    expect(retried.out).toContain(`Recording ${id} will be processed again: 2 job(s) queued`);
    expect(await env.recordings.findById(id)).toMatchObject({ status: 'processing', error: null });
    expect((await jobRows(env, id)).map((job) => [job.status, job.attempts, job.error])).toEqual([
      ['queued', 0, null],
      ['queued', 0, null],
    ]);

    server.start();
    const row = await waitUntil(
      async () => (await env.recordings.findById(id))!,
      (current) => current.status !== 'processing',
    );
    expect(row.status).toBe('ready');
    const again = await admin('retry-recording', id);
    expect(again).toEqual({ code: 1, out: `Recording ${id} was not retried: it is ready, not failed\n` });
  });
});
