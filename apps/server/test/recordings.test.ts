import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedRecordingLink } from '#server/modules/recordings/recording-link.ts';
import { testDialects } from './support/databases';
import { seedRecording } from './support/recordings';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';
const HOUR = 60 * 60_000;
const GB = 1024 ** 3;
const CONTENT = 'fake mp4 bytes: 0123456789abcdef';

// The recordings store and its API (decision record 032).
describe.each(testDialects)('recordings on %s', (dialect) => {
  let test: TestApp;

  async function start(env: Record<string, string> = {}) {
    test = await startTestApp(dialect, { env: { OTP_RESEND_SECONDS: '0', ...env } });
  }
  afterEach(async () => test.close());

  const person = (label: string) => signUp(test.app, uniqueEmail(label), 'Rhea Recorder');
  const get = (url: string, who?: SignedIn, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers: { ...(who?.headers ?? {}), ...headers } });
  async function meeting(who: SignedIn): Promise<{ id: string; meetingId: string }> {
    const startTime = Date.now() + HOUR;
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings`,
      headers: who.headers,
      payload: {
        title: 'Recorded review',
        startTime: new Date(startTime).toISOString(),
        endTime: new Date(startTime + HOUR).toISOString(),
      },
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().data;
  }
  const ready = async (who: SignedIn, meetingId: string, extra: { startedAt?: string; content?: string } = {}) =>
    seedRecording(test.app, { meetingId, organizerId: who.user.id, content: CONTENT, ...extra });
  const sessionIdOf = async (who: SignedIn) =>
    ((await get(`${api}/guest/sessions`, who)).json().data as Array<{ id: string }>)[0]!.id;
  const setPlan = (who: SignedIn, plan: string) =>
    test.app.services.database.db.updateTable('users').set({ plan }).where('id', '=', who.user.id).execute();

  describe('with default settings', () => {
    beforeEach(async () => start());

    it("lists a meeting's recordings newest first, to its organizer only", async () => {
      const ada = await person('ada');
      const bob = await person('bob');
      const own = await meeting(ada);
      const older = await ready(ada, own.id, { startedAt: '2026-11-20T10:00:00.000Z' });
      const running = await seedRecording(test.app, {
        meetingId: own.id,
        organizerId: ada.user.id,
        status: 'recording',
        startedAt: '2026-11-22T10:00:00.000Z',
      });
      const newer = await ready(ada, own.id, { startedAt: '2026-11-21T10:00:00.000Z' });
      await ready(ada, (await meeting(ada)).id);

      for (const ref of [own.id, own.meetingId]) {
        const reply = await get(`${api}/meetings/${ref}/recordings`, ada);
        expect(reply.statusCode).toBe(200);
        const list = reply.json().data as Array<Record<string, unknown>>;
        expect(list.map((r) => r.id)).toEqual([running.id, newer.id, older.id]);
        expect(list[0]).toEqual({
          id: running.id,
          meetingId: own.id,
          status: 'recording',
          startedAt: '2026-11-22T10:00:00.000Z',
          endedAt: null,
          durationSeconds: null,
          sizeBytes: null,
          downloadUrl: null,
        });
        expect(list[1]).toMatchObject({ status: 'ready', durationSeconds: 60, sizeBytes: CONTENT.length });
        expect(list[1]!.downloadUrl).toMatch(
          new RegExp(`^${api}/recordings/${newer.id}/file\\?exp=\\d+&session=[0-9a-f]{32}&sig=[0-9a-f]{64}$`),
        );
      }

      const stranger = await get(`${api}/meetings/${own.id}/recordings`, bob);
      const missing = await get(`${api}/meetings/no-such-meeting/recordings`, bob);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual(missing.json());
      expect(stranger.json()).toMatchObject({ success: false, code: 'MEETING_NOT_FOUND', data: null });
      expect((await get(`${api}/meetings/${own.id}/recordings`)).statusCode).toBe(401);
    });

    it('sends the file to the organizer’s Bearer token, and 404 to anyone else’s', async () => {
      const ada = await person('ada');
      const bob = await person('bob');
      const recording = await ready(ada, (await meeting(ada)).id);
      const url = `${api}/recordings/${recording.id}/file`;

      const reply = await get(url, ada);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(CONTENT);
      expect(reply.headers['content-type']).toBe('video/mp4');
      expect(reply.headers['content-length']).toBe(String(CONTENT.length));
      expect(reply.headers['accept-ranges']).toBe('bytes');
      expect(reply.headers['content-disposition']).toMatch(/^inline; filename="recording-[A-Z0-9-]+\.mp4"$/);
      expect((await get(`${url}?download=1`, ada)).headers['content-disposition']).toMatch(/^attachment; /);

      const stranger = await get(url, bob);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual((await get(`${api}/recordings/no-such-recording/file`, bob)).json());
      expect(stranger.json()).toMatchObject({ code: 'RECORDING_NOT_FOUND' });
      expect((await get(url)).statusCode).toBe(401);
    });

    it('sends the file to a valid signed link, and refuses a bad, foreign or expired one', async () => {
      const ada = await person('ada');
      const own = await meeting(ada);
      const recording = await ready(ada, own.id);
      const other = await ready(ada, own.id);
      const list = (await get(`${api}/meetings/${own.id}/recordings`, ada)).json().data as Array<{
        id: string;
        downloadUrl: string;
      }>;
      const link = list.find((r) => r.id === recording.id)!.downloadUrl;

      const reply = await get(link);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(CONTENT);

      const sig = new URL(link, 'http://x').searchParams.get('sig')!;
      const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
      const refused = [
        link.replace(sig, flipped),
        // Signed for another recording.
        link.replace(recording.id, other.id),
        // Signed by us for a live session, but expired.
        signedRecordingLink(test.app.services.secretKey, recording.id, await sessionIdOf(ada), Date.now() - 8 * HOUR),
        `${api}/recordings/${recording.id}/file?exp=99999999999999&sig=${sig}`,
      ];
      for (const url of refused) {
        const answer = await get(url);
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 403 });
        expect(answer.json()).toMatchObject({ success: false, code: 'RECORDING_LINK_INVALID' });
      }
    });

    it('answers a Range request with 206, the bytes asked for and Content-Range', async () => {
      const ada = await person('ada');
      const own = await meeting(ada);
      const recording = await ready(ada, own.id);
      const link = (await get(`${api}/meetings/${own.id}/recordings`, ada)).json().data[0].downloadUrl as string;
      const size = CONTENT.length;

      for (const [who, url] of [
        [ada, `${api}/recordings/${recording.id}/file`],
        [undefined, link],
      ] as const) {
        const middle = await get(url, who, { range: 'bytes=2-9' });
        expect(middle.statusCode).toBe(206);
        expect(middle.body).toBe(CONTENT.slice(2, 10));
        expect(middle.headers['content-range']).toBe(`bytes 2-9/${size}`);
        expect(middle.headers['content-length']).toBe('8');
        expect(middle.headers['content-type']).toBe('video/mp4');

        const rest = await get(url, who, { range: 'bytes=20-' });
        expect(rest.statusCode).toBe(206);
        expect(rest.body).toBe(CONTENT.slice(20));
        expect(rest.headers['content-range']).toBe(`bytes 20-${size - 1}/${size}`);

        const tail = await get(url, who, { range: 'bytes=-4' });
        expect(tail.statusCode).toBe(206);
        expect(tail.body).toBe(CONTENT.slice(-4));

        const beyond = await get(url, who, { range: `bytes=${size}-` });
        expect(beyond.statusCode).toBe(416);
        expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
      }
    });

    it('has no file for a recording that is not ready', async () => {
      const ada = await person('ada');
      const processing = await seedRecording(test.app, {
        meetingId: (await meeting(ada)).id,
        organizerId: ada.user.id,
        status: 'processing',
      });
      const reply = await get(`${api}/recordings/${processing.id}/file`, ada);
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({ code: 'RECORDING_NOT_READY' });
    });

    it('deletes a recording, its file and its row, for its organizer only', async () => {
      const ada = await person('ada');
      const bob = await person('bob');
      const own = await meeting(ada);
      const recording = await ready(ada, own.id);
      const running = await seedRecording(test.app, {
        meetingId: own.id,
        organizerId: ada.user.id,
        status: 'recording',
      });
      const del = (id: string, who: SignedIn) =>
        test.app.inject({ method: 'DELETE', url: `${api}/recordings/${id}`, headers: who.headers });
      expect(fs.existsSync(recording.filePath!)).toBe(true);

      const stranger = await del(recording.id, bob);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ code: 'RECORDING_NOT_FOUND' });
      expect(fs.existsSync(recording.filePath!)).toBe(true);

      expect((await del(running.id, ada)).statusCode).toBe(409);

      const reply = await del(recording.id, ada);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ success: true, data: null });
      expect(fs.existsSync(recording.filePath!)).toBe(false);
      const rows = await test.app.services.database.db.selectFrom('recordings').select('id').execute();
      expect(rows.map((row) => row.id)).toEqual([running.id]);
      expect((await del(recording.id, ada)).statusCode).toBe(404);
      expect((await get(`${api}/recordings/${recording.id}/file`, ada)).statusCode).toBe(404);
    });

    it('counts ready recordings against the plan: Free 1 GB, Pro 100 GB, Enterprise 1000 GB by default', async () => {
      const ada = await person('ada');
      const bob = await person('bob');
      const own = await meeting(ada);
      await ready(ada, own.id);
      await ready(ada, own.id, { content: 'x'.repeat(100) });
      // Not counted: another user's, a failed one's leftover, and one processing that measured nothing.
      await ready(bob, (await meeting(bob)).id);
      await seedRecording(test.app, { meetingId: own.id, organizerId: ada.user.id, status: 'failed', content: 'abc' });
      await seedRecording(test.app, { meetingId: own.id, organizerId: ada.user.id, status: 'processing' });

      const usage = async () => (await get(`${api}/recordings/storage`, ada)).json().data;
      const used = CONTENT.length + 100;
      expect(await usage()).toEqual({ usedBytes: used, limitBytes: 1 * GB });
      await setPlan(ada, 'pro');
      expect(await usage()).toEqual({ usedBytes: used, limitBytes: 100 * GB });
      await setPlan(ada, 'enterprise');
      expect(await usage()).toEqual({ usedBytes: used, limitBytes: 1000 * GB });
      expect(await test.app.recordings.storageAllowsNewRecording(ada.user.id)).toBe(true);
      expect((await get(`${api}/recordings/storage`)).statusCode).toBe(401);
    });

    it('lists the recordings in the account export, with links to their meeting page', async () => {
      const ada = await person('ada');
      const recordingMeeting = await meeting(ada);
      const recording = await ready(ada, recordingMeeting.id);
      const running = await seedRecording(test.app, {
        meetingId: (await meeting(ada)).id,
        organizerId: ada.user.id,
        status: 'recording',
      });

      const reply = await get(`${api}/guest/export`, ada);
      expect(reply.statusCode).toBe(200);
      const exported = reply.json().data.recordings as Array<{ id: string; downloadUrl: string | null }>;
      expect(exported.map((r) => r.id).sort()).toEqual([recording.id, running.id].sort());
      const link = exported.find((r) => r.id === recording.id)!.downloadUrl!;
      expect(link).toMatch(new RegExp(`^http://localhost:\\d+/meetings/${recordingMeeting.id}$`));
      expect(exported.find((r) => r.id === running.id)!.downloadUrl).toBeNull();
    });

    it('deletes the account’s recordings, files and rows, with the account', async () => {
      const ada = await person('ada');
      const bob = await person('bob');
      const own = await meeting(ada);
      const first = await ready(ada, own.id);
      const second = await seedRecording(test.app, {
        meetingId: own.id,
        organizerId: ada.user.id,
        status: 'failed',
        content: 'partial',
      });
      const bobs = await ready(bob, (await meeting(bob)).id);

      const mailbox = test.app.services.mail.devMailbox!;
      const seen = new Set((await mailbox.list()).map((mail) => mail.id));
      expect(
        (await test.app.inject({ method: 'POST', url: `${api}/guest/delete/request`, headers: ada.headers }))
          .statusCode,
      ).toBe(200);
      let otpCode: string | undefined;
      for (let tries = 0; !otpCode && tries < 500; tries++) {
        const mail = (await mailbox.list()).find((m) => m.to === ada.user.email && !seen.has(m.id));
        otpCode = mail ? /\b(\d{6})\b/.exec(mail.subject)?.[1] : undefined;
        if (!otpCode) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const deleted = await test.app.inject({
        method: 'POST',
        url: `${api}/guest/delete`,
        headers: ada.headers,
        payload: { otpCode },
      });
      expect(deleted.statusCode).toBe(200);

      expect(fs.existsSync(first.filePath!)).toBe(false);
      expect(fs.existsSync(second.filePath!)).toBe(false);
      expect(fs.existsSync(bobs.filePath!)).toBe(true);
      const rows = await test.app.services.database.db.selectFrom('recordings').select('id').execute();
      expect(rows.map((row) => row.id)).toEqual([bobs.id]);
    });
  });

  it('refuses a new recording once the ready ones fill the limit (ENTERPRISE_STORAGE_GB may be tiny)', async () => {
    // About 20 bytes: two seeded files pass it.
    await start({ ENTERPRISE_STORAGE_GB: String(20 / GB) });
    const ada = await person('ada');
    await setPlan(ada, 'enterprise');
    const own = await meeting(ada);
    expect(await test.app.recordings.storageAllowsNewRecording(ada.user.id)).toBe(true);
    await ready(ada, own.id, { content: 'twelve bytes' });
    expect(await test.app.recordings.storageAllowsNewRecording(ada.user.id)).toBe(true);
    await ready(ada, own.id, { content: 'twelve bytes' });
    expect(await test.app.recordings.storageAllowsNewRecording(ada.user.id)).toBe(false);
    expect((await get(`${api}/recordings/storage`, ada)).json().data).toEqual({ usedBytes: 24, limitBytes: 20 });
    // A Free account with nothing recorded is under its 1 GB.
    const bob = await person('bob');
    expect(await test.app.recordings.storageAllowsNewRecording(bob.user.id)).toBe(true);
  });
});
