import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_DELAY_MS } from '#server/modules/recordings/jobs/job-types.ts';
import { RAW_DELETED_NOTE } from '#server/modules/recordings/jobs/raw-sweep.ts';
import { testDialects } from './support/databases';
import { processesMentioning } from './support/processes';
import { probe } from './support/recording-media';
import {
  jobRows,
  markStopped,
  startRecordingJobsEnv,
  TEST_JOB_SETTINGS,
  waitUntil,
  type RecordingJobsEnv,
} from './support/recording-jobs-env';
import { segmentFolderName, writeSegmentFolder, type SegmentSpec } from './support/recording-segments';

const DAY = 24 * 60 * 60_000;
/**
 * Two seconds of media in a day-long segment: composing its 2,160,000 frames takes many minutes, so
 * work that ends within WELL_BEFORE_MS was killed, not finished.
 */
const LONG_SEGMENT_SECONDS = 24 * 60 * 60;
const WELL_BEFORE_MS = 15_000;

// Decision record 033: what the recording jobs do when things go wrong.
describe.each(testDialects)('recording jobs that fail, on %s', (dialect) => {
  let env: RecordingJobsEnv;
  beforeEach(async () => {
    env = await startRecordingJobsEnv(dialect);
  });
  afterEach(async () => env.close());

  const folderOf = (recordingId: string, index: number) => path.join(env.rawDir, segmentFolderName(recordingId, index));
  const rowOf = async (recordingId: string) => (await env.recordings.findById(recordingId))!;
  const settled = (recordingId: string) =>
    waitUntil(
      () => rowOf(recordingId),
      (row) => row.status !== 'processing',
    );
  const start = () => new Date(env.clock.now().getTime() - 60 * 60_000);

  /** A segment folder: Ada's microphone and camera for `seconds`, stopped at `stopAfter` seconds (null: never). */
  function segment(
    recordingId: string,
    index: number,
    startedAt: Date,
    seconds: number,
    stopAfter: number | null = seconds,
    publishers?: SegmentSpec['publishers'],
  ): Promise<string> {
    return writeSegmentFolder(folderOf(recordingId, index), {
      startedAt,
      stoppedAt: stopAfter === null ? null : new Date(startedAt.getTime() + stopAfter * 1000),
      publishers: publishers ?? [
        {
          feed: 77,
          participantId: 'p-ada',
          displayName: 'Ada',
          streams: [
            { source: 'microphone', at: 0, seconds },
            { source: 'camera', at: 0, seconds },
          ],
        },
      ],
    });
  }

  async function stop(node: ReturnType<RecordingJobsEnv['node']>, recordingId: string, segments: number) {
    await markStopped(env, recordingId, env.clock.now());
    await node.recordingStopped(recordingId, segments);
  }

  it('fails the recording after 3 attempts, keeps its raw tracks, and a retry makes it ready', async () => {
    const id = await env.newRecording(start());
    const folder = await segment(id, 0, start(), 2);
    fs.renameSync(path.join(folder, 'manifest.json'), path.join(folder, 'manifest.away'));
    const node = env.node('node-a');
    node.start();
    await node.segmentClosed(id, 0, folder);
    await stop(node, id, 1);

    for (let attempt = 1; attempt < 3; attempt += 1) {
      const [job] = await waitUntil(
        () => jobRows(env, id),
        ([first]) => first!.status === 'queued' && first!.attempts === attempt,
      );
      expect(job!.error).toMatch(/manifest\.json/);
      // The next attempt waits a while (RETRY_DELAY_MS times the attempts) on the database's clock.
      env.clock.advance(RETRY_DELAY_MS * attempt + 1);
    }
    const row = await settled(id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/^segment 1 of 1: .*manifest\.json/);
    expect((await jobRows(env, id)).map((job) => [job.kind, job.status, job.attempts])).toEqual([
      ['segment', 'failed', 3],
      ['finish', 'failed', 0],
    ]);
    expect(fs.existsSync(path.join(folder, 'manifest.away'))).toBe(true);

    fs.renameSync(path.join(folder, 'manifest.away'), path.join(folder, 'manifest.json'));
    expect(await node.retry(id)).toBe(true);
    expect(await settled(id)).toMatchObject({ status: 'ready', error: null });
    expect(await node.retry(id)).toBe(false);
  });

  it('fails a job whose node died during its third attempt', async () => {
    const id = await env.newRecording(start());
    const folder = folderOf(id, 0);
    fs.mkdirSync(folder);
    const node = env.node('node-a');
    await node.segmentClosed(id, 0, folder);
    await stop(node, id, 1);
    await env.database.db
      .updateTable('recording_jobs')
      .set({
        status: 'running',
        attempts: 3,
        claimed_by: 'dead-node',
        lease_until: new Date(env.clock.now().getTime() - 1).toISOString(),
        error: 'ffmpeg failed',
      })
      .where('recording_id', '=', id)
      .where('kind', '=', 'segment')
      .execute();

    expect(await node.runOnce()).toEqual([]);
    const error = 'attempt 3 did not finish: the node running it stopped (before: ffmpeg failed)';
    expect(await jobRows(env, id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 4, error, claimed_by: null }),
      expect.objectContaining({ kind: 'finish', status: 'failed' }),
    ]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', error: `segment 1 of 1: ${error}` });
    expect(fs.existsSync(folder)).toBe(true);
  });

  it('stops an attempt at the time limit, killing its ffmpeg', async () => {
    const id = await env.newRecording(start());
    const folder = await segment(id, 0, start(), 2, LONG_SEGMENT_SECONDS);
    const node = env.node('node-a', { settings: { ...TEST_JOB_SETTINGS, jobTimeoutMs: 1_500 } });
    node.start();
    await node.segmentClosed(id, 0, folder);
    const [job] = await waitUntil(
      () => jobRows(env, id),
      ([first]) => first!.attempts === 1 && first!.status === 'queued',
      WELL_BEFORE_MS,
    );
    expect(job!.error).toMatch(/longer than/);
    expect(processesMentioning(folder)).toEqual([]);
    expect(fs.readdirSync(folder).filter((name) => name.startsWith('work-') || name === 'composed.mp4')).toEqual([]);
  });

  it('hands its running jobs back when the node stops, with their processes killed and no attempt counted', async () => {
    const id = await env.newRecording(start());
    const folder = await segment(id, 0, start(), 2, LONG_SEGMENT_SECONDS);
    const node = env.node('node-a');
    node.start();
    await node.segmentClosed(id, 0, folder);
    await waitUntil(
      async () => processesMentioning(folder).filter((p) => p.command.startsWith('ffmpeg')),
      (running) => running.length > 0,
    );
    await node.stop();
    expect(processesMentioning(folder)).toEqual([]);
    expect(await jobRows(env, id)).toEqual([
      expect.objectContaining({ status: 'queued', attempts: 0, claimed_by: null, lease_until: null }),
    ]);
  });

  it('kills the work of a job another node took over, and writes nothing for it', async () => {
    const id = await env.newRecording(start());
    const folder = await segment(id, 0, start(), 2, LONG_SEGMENT_SECONDS);
    const node = env.node('node-a', { lease: { leaseMs: 60_000, renewMs: 100 } });
    node.start();
    await node.segmentClosed(id, 0, folder);
    await waitUntil(
      async () => processesMentioning(folder).filter((p) => p.command.startsWith('ffmpeg')),
      (running) => running.length > 0,
    );
    // What a lease that ran out during a long database outage looks like once another node claimed it.
    const leaseUntil = new Date(env.clock.now().getTime() + 60_000).toISOString();
    await env.database.db
      .updateTable('recording_jobs')
      .set({ claimed_by: 'node-b', lease_until: leaseUntil, attempts: 2 })
      .where('recording_id', '=', id)
      .execute();

    await waitUntil(
      async () => processesMentioning(folder),
      (running) => running.length === 0,
    );
    await node.stop();
    expect(await jobRows(env, id)).toEqual([
      expect.objectContaining({ status: 'running', claimed_by: 'node-b', lease_until: leaseUntil, attempts: 2 }),
    ]);
    expect(fs.readdirSync(folder).filter((name) => name.startsWith('work-') || name === 'composed.mp4')).toEqual([]);
  });

  it("kills a job process's ffmpeg when the server running it dies", async () => {
    const folder = await segment(await env.newRecording(start()), 0, start(), 2, LONG_SEGMENT_SECONDS);
    const host = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'support/job-process-host.ts'), folder],
      {
        cwd: import.meta.dirname,
        stdio: 'ignore',
      },
    );
    await waitUntil(
      async () => processesMentioning(folder).filter((p) => p.command.startsWith('ffmpeg')),
      (running) => running.length > 0,
    );
    host.kill('SIGKILL');
    await waitUntil(
      async () => processesMentioning(folder),
      (running) => running.length === 0,
      WELL_BEFORE_MS,
    );
  });

  it('skips segments nobody published in, ends a segment never stopped at its last track, and fails when nothing was recorded', async () => {
    const id = await env.newRecording(start());
    const t0 = start().getTime();
    const folders = await Promise.all([
      segment(id, 0, new Date(t0), 3),
      segment(id, 1, new Date(t0 + 3000), 0, 3, []),
      // The server died while recording: no stop in the manifest.
      segment(id, 2, new Date(t0 + 6000), 2, null),
    ]);
    const node = env.node('node-a');
    node.start();
    for (const [index, folder] of folders.entries()) await node.segmentClosed(id, index, folder);
    await stop(node, id, 3);
    const row = await settled(id);
    expect(row.status).toBe('ready');
    expect((await jobRows(env, id)).map((job) => job.output === null)).toEqual([false, true, false, true]);
    const seconds = Number((await probe(path.join(env.storeRoot, row.file_path!))).format.duration);
    expect(seconds).toBeGreaterThan(4.7);
    expect(seconds).toBeLessThan(5.4);

    const empty = await env.newRecording(start());
    await node.segmentClosed(empty, 0, await segment(empty, 0, start(), 0, 3, []));
    await stop(node, empty, 1);
    expect(await settled(empty)).toMatchObject({ status: 'failed', error: 'nothing was recorded' });
  });

  it('deletes the raw tracks of recordings failed longer ago than the keep time, and only those', async () => {
    const node = env.node('node-a'); // not started: the sweep is called by hand
    async function failedRecording(): Promise<{ id: string; folder: string }> {
      const id = await env.newRecording(start());
      const folder = folderOf(id, 0);
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, 'videoroom-1-user-2-3-video-1.mjr'), 'raw');
      await node.segmentClosed(id, 0, folder);
      await stop(node, id, 1);
      const at = env.clock.now().toISOString();
      await env.database.db
        .updateTable('recording_jobs')
        .set({ status: 'failed', error: 'ffmpeg failed', attempts: 3, updated_at: at })
        .where('recording_id', '=', id)
        .execute();
      await env.recordings.update(id, { status: 'failed', error: 'segment 1 of 1: ffmpeg failed', updated_at: at });
      return { id, folder };
    }
    const older = await failedRecording();
    env.clock.advance(5 * DAY);
    const younger = await failedRecording();
    env.clock.advance(3 * DAY);

    expect(await node.sweepRawTracks()).toEqual([older.id]);
    expect(fs.existsSync(older.folder)).toBe(false);
    expect(await jobRows(env, older.id)).toEqual([]);
    expect((await rowOf(older.id)).error).toBe(`segment 1 of 1: ffmpeg failed; ${RAW_DELETED_NOTE}`);
    expect(fs.existsSync(younger.folder)).toBe(true);
    expect(await node.sweepRawTracks()).toEqual([]);

    expect(await node.retry(older.id)).toBe(false);
    expect(await node.retry(younger.id)).toBe(true);
    expect(await rowOf(younger.id)).toMatchObject({ status: 'processing', error: null });
    expect((await jobRows(env, younger.id)).map((job) => [job.status, job.attempts])).toEqual([
      ['queued', 0],
      ['queued', 0],
    ]);
  });
});
