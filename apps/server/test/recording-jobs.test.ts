import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { probe } from './support/recording-media';
import {
  jobRows,
  markStopped,
  processed,
  startRecordingJobsEnv,
  waitUntil,
  type RecordingJobsEnv,
} from './support/recording-jobs-env';
import { segmentFolderName, writeSegmentFolder, type SegmentPublisher } from './support/recording-segments';

// The processing jobs of cloud recording (decision record 033), on real segment folders:
// .mjr files made from ffmpeg's RTP, converted by janus-pp-rec and composed by ffmpeg.
const ada = (streams: SegmentPublisher['streams']): SegmentPublisher => ({
  feed: 4242,
  participantId: 'p-ada',
  displayName: 'Ada',
  streams,
});

describe.each(testDialects)('recording jobs on %s', (dialect) => {
  let env: RecordingJobsEnv;
  beforeEach(async () => {
    env = await startRecordingJobsEnv(dialect);
  });
  afterEach(async () => env.close());

  const folderOf = (recordingId: string, index: number) => path.join(env.rawDir, segmentFolderName(recordingId, index));

  /** One segment of `seconds` with Ada's microphone and camera, stopped at its end. */
  async function segment(recordingId: string, index: number, start: Date, seconds: number): Promise<string> {
    return writeSegmentFolder(folderOf(recordingId, index), {
      startedAt: start,
      stoppedAt: new Date(start.getTime() + seconds * 1000),
      publishers: [
        ada([
          { source: 'microphone', at: 0, seconds },
          { source: 'camera', at: 100, seconds: seconds - 0.1 },
        ]),
      ],
    });
  }

  it('composes two segments as they close, joins them, stores the MP4, marks the row ready and e-mails the organizer', async () => {
    const start = new Date(env.clock.now().getTime() - 60_000);
    const id = await env.newRecording(start);
    const folders = await Promise.all([
      segment(id, 0, start, 3),
      segment(id, 1, new Date(start.getTime() + 3000), 2.5),
    ]);
    const node = env.node('node-a');
    node.start();

    await node.segmentClosed(id, 0, folders[0]!);
    await node.segmentClosed(id, 1, folders[1]!);
    await markStopped(env, id, new Date(start.getTime() + 5500));
    await node.recordingStopped(id, 2);
    const row = await processed(env, id);

    expect(row).toMatchObject({ status: 'ready', file_path: `videos/${id}.mp4`, error: null });
    const file = path.join(env.storeRoot, row.file_path!);
    const probed = await probe(file);
    expect(probed.streams.map((stream) => `${stream.codec_type}:${stream.codec_name}`).sort()).toEqual([
      'audio:aac',
      'video:h264',
    ]);
    const seconds = Number(probed.format.duration);
    expect(seconds).toBeGreaterThan(5.2);
    expect(seconds).toBeLessThan(5.9);
    expect(Number(row.size_bytes)).toBe(fs.statSync(file).size);
    expect(Number(row.duration_seconds)).toBe(Math.round(seconds));

    const mail = await env.smtp.waitFor((m) => m.subject?.includes(env.meeting.title) ?? false);
    expect(mail.to).toMatchObject({ text: env.organizer.email });
    expect(mail.subject).toBe(`Your recording of "${env.meeting.title}" is ready`);
    expect(mail.text).toContain(`${start.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect(mail.text).toContain(`Length: ${Math.round(seconds)} s`);
    expect(mail.html).toContain(`href="https://meet.example.test/meetings/${env.meeting.id}"`);

    for (const folder of folders) expect(fs.existsSync(folder), folder).toBe(false);
    expect((await jobRows(env, id)).map((job) => `${job.kind}:${job.status}`)).toEqual([
      'segment:done',
      'segment:done',
      'finish:done',
    ]);
  });

  it('queues each segment and the finish once however often they are announced', async () => {
    const id = await env.newRecording();
    const node = env.node('node-a'); // not started: nothing runs, only the queue is looked at
    const folder = folderOf(id, 0);
    await node.segmentClosed(id, 0, folder);
    await node.segmentClosed(id, 0, folder);
    await node.segmentClosed(id, 1, folderOf(id, 1));
    await markStopped(env, id, env.clock.now());
    await node.recordingStopped(id, 2);
    await node.recordingStopped(id, 2);
    expect((await jobRows(env, id)).map((job) => [job.kind, job.segment_index, job.status, job.attempts])).toEqual([
      ['segment', 0, 'queued', 0],
      ['segment', 1, 'queued', 0],
      ['finish', -1, 'queued', 0],
    ]);
  });

  it('gives each job to exactly one of several nodes claiming at once', async () => {
    const start = new Date(env.clock.now().getTime() - 60_000);
    const id = await env.newRecording(start);
    const folders = await Promise.all(
      [0, 1, 2, 3].map((index) => segment(id, index, new Date(start.getTime() + index * 1000), 1)),
    );
    const nodes = ['node-a', 'node-b', 'node-c'].map((name) => env.node(name));
    for (const [index, folder] of folders.entries()) await nodes[0]!.segmentClosed(id, index, folder);

    // Three nodes with two free slots each ask at the same moment (on PostgreSQL, truly at once).
    const started = (await Promise.all(nodes.map((node) => node.runOnce()))).flat();
    const segmentIds = (await jobRows(env, id)).map((job) => job.id);
    expect([...started].sort()).toEqual([...segmentIds].sort());

    for (const node of nodes) node.start();
    await markStopped(env, id, new Date(start.getTime() + 4000));
    await nodes[1]!.recordingStopped(id, 4);
    expect(await processed(env, id)).toMatchObject({ status: 'ready' });
    expect((await jobRows(env, id)).map((job) => [job.status, job.attempts])).toEqual([
      ...folders.map(() => ['done', 1]),
      ['done', 1],
    ]);
  });

  it('takes over a job whose node died (its lease ran out) and leaves one whose lease still runs', async () => {
    const start = new Date(env.clock.now().getTime() - 60_000);
    const orphan = await env.newRecording(start);
    const held = await env.newRecording(start);
    const folder = await segment(orphan, 0, start, 2);
    const heldFolder = path.join(env.rawDir, segmentFolderName(held, 0));
    fs.mkdirSync(heldFolder);
    const before = env.node('node-before'); // queues as the room's node would, then "dies"
    await before.segmentClosed(orphan, 0, folder);
    await before.segmentClosed(held, 0, heldFolder);
    const now = env.clock.now().getTime();
    const claim = (recordingId: string, by: string, leaseUntil: number) =>
      env.database.db
        .updateTable('recording_jobs')
        .set({ status: 'running', claimed_by: by, lease_until: new Date(leaseUntil).toISOString(), attempts: 1 })
        .where('recording_id', '=', recordingId)
        .execute();
    await claim(orphan, 'dead-node', now - 1_000);
    await claim(held, 'busy-node', now + 30_000);
    await markStopped(env, orphan, new Date(start.getTime() + 2000));
    await before.recordingStopped(orphan, 1);

    const survivor = env.node('node-b');
    const [orphanJob] = await jobRows(env, orphan);
    expect(await survivor.runOnce()).toEqual([orphanJob!.id]);
    survivor.start();
    expect(await processed(env, orphan)).toMatchObject({ status: 'ready' });
    const [segmentJob] = await jobRows(env, orphan);
    expect(segmentJob).toMatchObject({ status: 'done', attempts: 2, claimed_by: null });

    expect(await jobRows(env, held)).toEqual([
      expect.objectContaining({ status: 'running', claimed_by: 'busy-node', attempts: 1 }),
    ]);
    expect(fs.existsSync(heldFolder)).toBe(true);
  });

  it('leaves a job to the nodes that can see its files', async () => {
    const start = new Date(env.clock.now().getTime() - 60_000);
    const id = await env.newRecording(start);
    // Another node's disk, not mounted here (yet).
    const elsewhere = path.join(path.dirname(env.rawDir), 'other-node', segmentFolderName(id, 0));
    const node = env.node('node-a');
    await node.segmentClosed(id, 0, elsewhere);
    expect(await node.runOnce()).toEqual([]);
    expect(await jobRows(env, id)).toEqual([expect.objectContaining({ status: 'queued', attempts: 0 })]);

    // A finish whose composed segment this node cannot read is not taken either.
    await markStopped(env, id, env.clock.now());
    await node.recordingStopped(id, 1);
    await env.database.db
      .updateTable('recording_jobs')
      .set({ status: 'done', output: path.join(elsewhere, 'composed.mp4') })
      .where('recording_id', '=', id)
      .where('kind', '=', 'segment')
      .execute();
    expect(await node.runOnce()).toEqual([]);

    // Mounted: the segment's files appear at the same path, and this node takes its job.
    await env.database.db
      .updateTable('recording_jobs')
      .set({ status: 'queued', output: null })
      .where('recording_id', '=', id)
      .where('kind', '=', 'segment')
      .execute();
    await segment(id, 0, start, 2).then((made) => fs.renameSync(made, ensureParent(elsewhere)));
    const [segmentJob] = await jobRows(env, id);
    expect(await node.runOnce()).toEqual([segmentJob!.id]);
    node.start();
    expect(await processed(env, id)).toMatchObject({ status: 'ready' });
  });

  it('discards a recording: its jobs and segment folders go, and nothing comes back', async () => {
    const start = new Date(env.clock.now().getTime() - 60_000);
    const id = await env.newRecording(start);
    const folders = await Promise.all([segment(id, 0, start, 2), segment(id, 1, new Date(start.getTime() + 2000), 2)]);
    const node = env.node('node-a');
    node.start();
    await node.segmentClosed(id, 0, folders[0]!);
    await node.segmentClosed(id, 1, folders[1]!);
    await waitUntil(
      () => jobRows(env, id),
      (jobs) => jobs.some((job) => job.status !== 'queued'),
    );

    await node.discard(id);
    expect(await jobRows(env, id)).toEqual([]);
    for (const folder of folders) expect(fs.existsSync(folder), folder).toBe(false);
    await node.stop();
    for (const folder of folders) expect(fs.existsSync(folder), folder).toBe(false);
    expect(fs.existsSync(path.join(env.storeRoot, 'videos', `${id}.mp4`))).toBe(false);
  });
});

function ensureParent(target: string): string {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  return target;
}
