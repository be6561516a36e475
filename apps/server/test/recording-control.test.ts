import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Recording } from '@vm/contracts';
import { createMeeting, getMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { seedRecording } from './support/recordings';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';

// docs/product.md, 'Recordings': starting and stopping a recording, over the API and the room's record control,
// with the managed Janus behind the rooms (it records the room; nobody publishes here, browsers do in e2e/media).
describe('starting and stopping a recording', () => {
  let test: TestApp;
  let pro: SignedIn;

  beforeAll(async () => {
    // A tiny Enterprise storage (about 1 kB), so the storage limit can be reached with one seeded file.
    test = await startTestApp('sqlite', { env: { ENTERPRISE_STORAGE_GB: '0.000001', RECORDING_JOB_POLL_MS: '100' } });
    pro = await signUp(test.app, uniqueEmail('pro'), 'Pia Pro');
    await setPlan(test.app, pro.user.email, 'pro');
  });
  afterAll(async () => test?.close());

  const post = (url: string, who?: SignedIn, payload?: unknown) =>
    test.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload: payload as object });
  const startUrl = (id: string) => `${api}/meetings/${id}/recording/start`;
  const stopUrl = (id: string) => `${api}/meetings/${id}/recording/stop`;
  const recordable = (who: SignedIn, body: Record<string, unknown> = {}) =>
    createMeeting(test.app, who, { isPublic: true, allowRecording: true, ...body });
  async function joinAsHost(who: SignedIn, meetingId: string) {
    const client = await SignalClient.join(test.app, await hostJoinUrl(test.app, who, meetingId));
    return { client, joined: await client.next('joined') };
  }
  const tokenOf = (joinUrl: string) => new URL(joinUrl, 'http://localhost').hash.slice('#token='.length);

  it('the organizer starts and stops over the API; everyone in the room is told; the pre-join screen knows', async () => {
    const meeting = await recordable(pro);
    const guestUrl = await guestJoinUrl(test.app, meeting.id, 'Gus Guest', uniqueEmail('gus'));
    const status = async () =>
      (await post(`${api}/rooms/${meeting.meetingId}/recording-status`, undefined, { token: tokenOf(guestUrl) })).json()
        .data;
    const { client: host, joined } = await joinAsHost(pro, meeting.id);
    expect(joined.recording).toBeNull();
    const guest = await SignalClient.join(test.app, guestUrl);
    await guest.next('joined');
    expect(await status()).toEqual({ recording: false, startedAt: null, joinsAs: 'speaker', title: 'Room test' });

    const started = await post(startUrl(meeting.id), pro);
    expect(started.statusCode).toBe(200);
    const recording = started.json().data as Recording;
    expect(recording).toMatchObject({ status: 'recording', endedAt: null, downloadUrl: null, meetingId: meeting.id });
    for (const client of [host, guest]) {
      expect((await client.next('recordingChanged')).recording).toEqual({ startedAt: recording.startedAt });
    }
    expect(await status()).toEqual({
      recording: true,
      startedAt: recording.startedAt,
      joinsAs: 'speaker',
      title: 'Room test',
    });
    // Janus writes into the recording's first segment folder, with our manifest.
    const row = await test.app.services.database.db
      .selectFrom('recordings')
      .selectAll()
      .where('id', '=', recording.id)
      .executeTakeFirstOrThrow();
    expect(fs.existsSync(`${row.raw_dir}/${recording.id}-s000/manifest.json`)).toBe(true);

    // Someone joining now is told at once.
    const late = await SignalClient.join(
      test.app,
      await guestJoinUrl(test.app, meeting.id, 'Lea Late', uniqueEmail('lea')),
    );
    expect((await late.next('joined')).recording).toEqual({ startedAt: recording.startedAt });
    expect((await post(startUrl(meeting.id), pro)).json()).toMatchObject({ code: 'RECORDING_ALREADY_RUNNING' });

    const stopped = await post(stopUrl(meeting.id), pro);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ id: recording.id, status: 'processing', downloadUrl: null });
    expect(stopped.json().data.endedAt).not.toBeNull();
    expect((await guest.next('recordingChanged')).recording).toBeNull();
    expect(await status()).toEqual({ recording: false, startedAt: null, joinsAs: 'speaker', title: 'Room test' });
    expect((await post(stopUrl(meeting.id), pro)).statusCode).toBe(409);
    for (const client of [host, guest, late]) client.close();
  });

  it('the record control in the room: the organizer only; the meeting ending stops the recording', async () => {
    const meeting = await recordable(pro);
    const { client: host } = await joinAsHost(pro, meeting.id);
    const guest = await SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, 'Gus', uniqueEmail('g')));
    await guest.next('joined');

    guest.send({ type: 'record', recording: true });
    expect(await guest.next('error')).toMatchObject({ code: 'RECORDING_HOST_ONLY' });
    host.send({ type: 'record', recording: true });
    const { recording } = await guest.next('recordingChanged');
    expect(recording).not.toBeNull();
    guest.send({ type: 'record', recording: false });
    expect(await guest.next('error')).toMatchObject({ code: 'RECORDING_HOST_ONLY' });

    host.send({ type: 'endMeeting' });
    await guest.next('roomEnded');
    // The room tells everyone first, then closes the recording's last segment.
    await vi.waitFor(
      async () => {
        const list = await test.app.inject({
          method: 'GET',
          url: `${api}/meetings/${meeting.id}/recordings`,
          headers: pro.headers,
        });
        const [only] = list.json().data as Recording[];
        expect(only).toMatchObject({ status: expect.stringMatching(/^(processing|failed|ready)$/) });
        expect(only!.endedAt).not.toBeNull();
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await getMeeting(test.app, pro, meeting.id)).toMatchObject({ status: 'ended' });
  });

  it('refuses: Free plan (403, naming it), setting off (403), not active (409), empty room (409), storage full (403)', async () => {
    const free = await signUp(test.app, uniqueEmail('free'), 'Fay Free');
    const freeMeeting = await recordable(free);
    await joinAsHost(free, freeMeeting.id);
    const freeReply = await post(startUrl(freeMeeting.id), free);
    expect(freeReply.statusCode).toBe(403);
    expect(freeReply.json()).toMatchObject({ code: 'RECORDING_PLAN_REQUIRED', params: { plan: 'free' } });
    expect(freeReply.json().message).toMatch(/free plan/);

    const off = await createMeeting(test.app, pro, { isPublic: true, allowRecording: false });
    await joinAsHost(pro, off.id);
    expect((await post(startUrl(off.id), pro)).json()).toMatchObject({ code: 'RECORDING_NOT_ALLOWED' });

    const scheduled = await recordable(pro);
    const notActive = await post(startUrl(scheduled.id), pro);
    expect(notActive.statusCode).toBe(409);
    expect(notActive.json()).toMatchObject({ code: 'RECORDING_MEETING_NOT_ACTIVE' });

    // Started from the dashboard, nobody in the room yet.
    const empty = await recordable(pro);
    expect((await post(`${api}/meetings/${empty.id}/start`, pro)).statusCode).toBe(200);
    const emptyReply = await post(startUrl(empty.id), pro);
    expect(emptyReply.statusCode).toBe(409);
    expect(emptyReply.json()).toMatchObject({ code: 'RECORDING_ROOM_EMPTY' });

    const big = await signUp(test.app, uniqueEmail('ent'), 'Eno Enterprise');
    await setPlan(test.app, big.user.email, 'enterprise');
    const full = await recordable(big);
    await joinAsHost(big, full.id);
    await seedRecording(test.app, { meetingId: full.id, organizerId: big.user.id, content: Buffer.alloc(2048) });
    const fullReply = await post(startUrl(full.id), big);
    expect(fullReply.statusCode).toBe(403);
    expect(fullReply.json()).toMatchObject({ code: 'RECORDING_STORAGE_FULL' });
    expect(fullReply.json().message).toMatch(/storage limit of 0 GB/);
  });

  it('answers 404 to anyone but the organizer, and the pre-join status only to a valid join token', async () => {
    const meeting = await recordable(pro);
    await joinAsHost(pro, meeting.id);
    const other = await signUp(test.app, uniqueEmail('other'), 'Oli Other');
    for (const url of [startUrl(meeting.id), stopUrl(meeting.id)]) {
      expect((await post(url, other)).statusCode).toBe(404);
      expect((await post(url)).statusCode).toBe(401);
    }
    const forged = await post(`${api}/rooms/${meeting.meetingId}/recording-status`, undefined, { token: 'abc.def' });
    expect(forged.statusCode).toBe(404);
    const elsewhere = await recordable(pro);
    const wrongRoom = await post(`${api}/rooms/${elsewhere.meetingId}/recording-status`, undefined, {
      token: tokenOf(await hostJoinUrl(test.app, pro, meeting.id)),
    });
    expect(wrongRoom.statusCode).toBe(404);
    const noBody = await post(`${api}/rooms/${meeting.meetingId}/recording-status`);
    expect(noBody.statusCode).toBe(400);
  });
});

describe('recording segments and recovery', () => {
  let test: TestApp;
  let pro: SignedIn;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { env: { RECORDING_SEGMENT_SECONDS: '2' } });
    pro = await signUp(test.app, uniqueEmail('seg'), 'Sam Segments');
    await setPlan(test.app, pro.user.email, 'pro');
  });
  afterAll(async () => test?.close());

  const rowOf = (id: string) =>
    test.app.services.database.db.selectFrom('recordings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const manifestOf = (folder: string) => JSON.parse(fs.readFileSync(`${folder}/manifest.json`, 'utf8'));

  // Generous: each segment change is two round trips to Janus, slow on a loaded machine.
  it(
    'closes a segment every RECORDING_SEGMENT_SECONDS and opens the next, in one recording',
    { timeout: 60_000 },
    async () => {
      const meeting = await createMeeting(test.app, pro, { isPublic: true, allowRecording: true });
      const host = await SignalClient.join(test.app, await hostJoinUrl(test.app, pro, meeting.id));
      await host.next('joined');
      host.send({ type: 'record', recording: true });
      await host.next('recordingChanged');
      const [running] = (
        await test.app.inject({ method: 'GET', url: `${api}/meetings/${meeting.id}/recordings`, headers: pro.headers })
      ).json().data as Recording[];
      const { raw_dir: rawDir } = await rowOf(running!.id);
      const segment = (index: number) => `${rawDir}/${running!.id}-s00${index}`;
      // The first segment closes (its manifest gets its stop) and the second opens, without a word to the room.
      await vi.waitFor(() => expect(fs.existsSync(segment(1))).toBe(true), { timeout: 30_000, interval: 100 });
      expect(manifestOf(segment(0)).stoppedAt).not.toBeNull();
      host.send({ type: 'record', recording: false });
      expect((await host.next('recordingChanged')).recording).toBeNull();
      expect(host.received.filter((message) => message.type === 'recordingChanged')).toHaveLength(2);
      const last = fs.existsSync(segment(2)) ? segment(2) : segment(1);
      expect(manifestOf(last).stoppedAt).not.toBeNull();
      expect((await rowOf(running!.id)).status).not.toBe('recording');
      host.close();
    },
  );

  it('processes a recording whose node died (nobody vouched for it for a minute) from the segments it left', async () => {
    const meeting = await createMeeting(test.app, pro, { isPublic: true, allowRecording: true });
    const host = await SignalClient.join(test.app, await hostJoinUrl(test.app, pro, meeting.id));
    await host.next('joined');
    const started = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings/${meeting.id}/recording/start`,
      headers: pro.headers,
    });
    const { id } = started.json().data as Recording;
    // As if the node recording it had been killed a while ago: its row was last vouched for long since.
    const longAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await test.app.services.database.db
      .updateTable('recordings')
      .set({ updated_at: longAgo })
      .where('id', '=', id)
      .execute();
    const fresh = await seedRecording(test.app, {
      meetingId: meeting.id,
      organizerId: pro.user.id,
      status: 'recording',
    });

    expect(await test.app.recordingControl.recoverUnvouched()).toBe(1);
    const recovered = await rowOf(id);
    expect(recovered).toMatchObject({ status: 'processing', ended_at: longAgo });
    expect((await rowOf(fresh.id)).status).toBe('recording');
    host.close();
  });
});
