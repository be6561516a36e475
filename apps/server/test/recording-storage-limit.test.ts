import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recording } from '@vm/contracts';
import { testDialects } from './support/databases';
import { seedRecording } from './support/recordings';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { startTwoNodes, type TwoNodes } from './support/two-nodes';

const api = '/api/VideoMeeting';
const PRO_LIMIT = 100 * 1024 ** 3;
const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

/** Leaves `room` bytes of the organizer's plan free, with one ready recording's size (no file is read here). */
async function fillStorage(app: FastifyInstance, who: SignedIn, room: number): Promise<void> {
  const meeting = await createMeeting(app, who);
  const { id } = await seedRecording(app, { meetingId: meeting.id, organizerId: who.user.id });
  await app.services.database.db
    .updateTable('recordings')
    .set({ size_bytes: PRO_LIMIT - room })
    .where('id', '=', id)
    .execute();
}

/** A recordable meeting whose room is open, with its organizer in it. */
async function openRoom(app: FastifyInstance, who: SignedIn) {
  const meeting = await createMeeting(app, who, { isPublic: true, allowRecording: true });
  const host = await SignalClient.join(app, await hostJoinUrl(app, who, meeting.id));
  await host.next('joined');
  return { meeting, host };
}

const startRecording = (app: FastifyInstance, who: SignedIn, meetingId: string) =>
  app.inject({ method: 'POST', url: `${api}/meetings/${meetingId}/recording/start`, headers: who.headers });

// Recording storage is a hard limit (decision record 032, 2026-11-28): recordings in progress count
// by what they have recorded so far, a start is decided under the organizer's lock, and a recording
// that fills the storage stops, the room told why. The managed Janus records the rooms.
describe.each(testDialects)('recording storage limit on %s', (dialect) => {
  let test: TestApp;
  const pro = async (label: string) => {
    const who = await signUp(test.app, uniqueEmail(label), 'Pia Storage');
    await setPlan(test.app, who.user.email, 'pro');
    return who;
  };

  beforeAll(async () => {
    test = await startTestApp(dialect);
  }, 60_000);
  afterAll(async () => test?.close());

  it('counts recordings in progress by what they have recorded so far', async () => {
    const who = await pro('meter');
    const meeting = await createMeeting(test.app, who);
    const seed = (input: Partial<Parameters<typeof seedRecording>[1]>) =>
      seedRecording(test.app, { meetingId: meeting.id, organizerId: who.user.id, ...input });
    await seed({ content: 'x'.repeat(32) });
    await seed({ status: 'recording', recordedBytes: 300 });
    await seed({ status: 'processing', recordedBytes: 200 });
    // A failed one's leftover tracks are not the person's storage.
    await seed({ status: 'failed', recordedBytes: 5000 });
    const usage = await test.app.inject({ method: 'GET', url: `${api}/recordings/storage`, headers: who.headers });
    expect(usage.json().data).toEqual({ usedBytes: 532, limitBytes: PRO_LIMIT });
  });

  it('lets only one of two simultaneous starts at the limit through', { timeout: 60_000 }, async () => {
    const who = await pro('twice');
    await fillStorage(test.app, who, 1000);
    const first = await openRoom(test.app, who);
    const second = await openRoom(test.app, who);

    const replies = await Promise.all([
      startRecording(test.app, who, first.meeting.id),
      startRecording(test.app, who, second.meeting.id),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403]);
    expect(replies.find((reply) => reply.statusCode === 403)!.json()).toMatchObject({
      code: 'RECORDING_STORAGE_FULL',
    });
    // Only the started meeting's room is told.
    const started = replies.findIndex((reply) => reply.statusCode === 200);
    const [recorded, refused] = started === 0 ? [first, second] : [second, first];
    expect((await recorded.host.next('recordingChanged')).recording).not.toBeNull();
    expect(refused.host.received.some((message) => message.type === 'recordingChanged')).toBe(false);
    for (const { host } of [first, second]) host.close();
  });

  it('stops a recording once what it recorded fills the storage, and tells everyone in the room why', async () => {
    const who = await pro('fills');
    await fillStorage(test.app, who, 4000);
    const { meeting, host } = await openRoom(test.app, who);
    const guest = await SignalClient.join(
      test.app,
      await guestJoinUrl(test.app, meeting.id, 'Gus Guest', uniqueEmail('gus')),
    );
    await guest.next('joined');
    const reply = await startRecording(test.app, who, meeting.id);
    expect(reply.statusCode).toBe(200);
    const { id } = reply.json().data as Recording;
    for (const client of [host, guest]) expect((await client.next('recordingChanged')).recording).not.toBeNull();
    const rowOf = () =>
      test.app.services.database.db.selectFrom('recordings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const segment = path.join((await rowOf()).raw_dir!, `${id}-s000`);
    const usedBytes = async () =>
      (await test.app.inject({ method: 'GET', url: `${api}/recordings/storage`, headers: who.headers })).json().data
        .usedBytes as number;

    // Janus writes tracks; the room's heartbeat (every 15 s, called here at once) measures them.
    fs.writeFileSync(path.join(segment, 'tracks-stand-in.bin'), Buffer.alloc(1000));
    await test.app.recordingControl.events.alive(id);
    expect(await usedBytes()).toBeGreaterThanOrEqual(PRO_LIMIT - 4000 + 1000);
    expect((await rowOf()).status).toBe('recording');

    fs.writeFileSync(path.join(segment, 'more-tracks-stand-in.bin'), Buffer.alloc(3000));
    await test.app.recordingControl.events.alive(id);
    for (const client of [host, guest]) {
      expect(await client.next('recordingChanged')).toEqual({
        type: 'recordingChanged',
        recording: null,
        stoppedBecause: 'storage-full',
      });
    }
    // What it recorded is kept and processed; its tracks count until the MP4 is ready.
    const row = await rowOf();
    expect(row.status).not.toBe('recording');
    expect(Number(row.recorded_bytes)).toBeGreaterThanOrEqual(4000);
    for (const client of [host, guest]) client.close();
  });
});

// Two nodes of one product on one PostgreSQL database: the organizer's lock holds between them.
describe.skipIf(!redisUrl || !postgres)('recording storage limit across two nodes', () => {
  let nodes: TwoNodes | undefined;

  beforeAll(async () => {
    nodes = await startTwoNodes(redisUrl!, 'pro');
  }, 60_000);
  afterAll(async () => nodes?.close());

  it('lets only one of two simultaneous starts at the limit through, one asked on each node', async () => {
    const { first, second, host: who } = nodes!;
    await fillStorage(first.app, who, 1000);
    const here = await openRoom(first.app, who);
    const there = await openRoom(second.app, who);
    const replies = await Promise.all([
      startRecording(first.app, who, here.meeting.id),
      startRecording(second.app, who, there.meeting.id),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 403]);
    expect(replies.find((reply) => reply.statusCode === 403)!.json()).toMatchObject({
      code: 'RECORDING_STORAGE_FULL',
    });
    for (const { host } of [here, there]) host.close();
  }, 60_000);
});
