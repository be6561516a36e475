import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Recording } from '@vm/contracts';
import { testDialects } from './support/databases';
import { seedRecording } from './support/recordings';
import { createMeeting } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';
const CONTENT = 'fake mp4 bytes: 0123456789abcdef';

// A recording's signed link lives only as long as the session that asked for it, and the account
// export links to the meeting's page instead of a file (decision record 032, 2026-11-28).
describe.each(testDialects)('signed recording links on %s', (dialect) => {
  let test: TestApp;

  beforeEach(async () => {
    test = await startTestApp(dialect, { env: { OTP_RESEND_SECONDS: '0' } });
  });
  afterEach(async () => test.close());

  const get = (url: string, who?: SignedIn) => test.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const post = (url: string, who: SignedIn, payload?: object) =>
    test.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const mailbox = () => test.app.services.mail.devMailbox!;

  /** The code of the next mail to `email` after `send`, from the dev mailbox. */
  async function nextCode(email: string, send: () => Promise<unknown>): Promise<string> {
    const seen = new Set((await mailbox().list()).map((mail) => mail.id));
    await send();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mail = (await mailbox().list()).find((m) => m.to === email && !seen.has(m.id));
      const code = mail ? /\b(\d{6})\b/.exec(mail.subject)?.[1] : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Another device of the same person: a second session. */
  async function signInAgain(who: SignedIn): Promise<SignedIn> {
    const email = who.user.email;
    const otpCode = await nextCode(email, () =>
      test.app.inject({ method: 'POST', url: `${api}/guest/send-otp?purpose=login`, payload: { email } }),
    );
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/guest/login-with-otp`,
      payload: { email, otpCode },
    });
    expect(reply.statusCode).toBe(200);
    const { token } = reply.json().data as { token: string };
    return { token, user: who.user, headers: { authorization: `Bearer ${token}` } };
  }

  async function readyRecording(who: SignedIn): Promise<{ meetingId: string; recordingId: string }> {
    const meeting = await createMeeting(test.app, who);
    const { id } = await seedRecording(test.app, { meetingId: meeting.id, organizerId: who.user.id, content: CONTENT });
    return { meetingId: meeting.id, recordingId: id };
  }

  /** The link the meeting page gets for the recording, signed for `who`'s session. */
  async function linkFor(who: SignedIn, meetingId: string): Promise<string> {
    const reply = await get(`${api}/meetings/${meetingId}/recordings`, who);
    expect(reply.statusCode).toBe(200);
    const [recording] = reply.json().data as Recording[];
    expect(recording!.downloadUrl).toMatch(/\?exp=\d+&session=[0-9a-f]{32}&sig=[0-9a-f]{64}$/);
    return recording!.downloadUrl!;
  }

  async function expectEnded(link: string): Promise<void> {
    const reply = await get(link);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ success: false, code: 'RECORDING_LINK_INVALID' });
  }

  it('ends a link when the session that made it signs out, and when it is signed out from elsewhere', async () => {
    const laptop = await signUp(test.app, uniqueEmail('ada'), 'Ada Links');
    const { meetingId } = await readyRecording(laptop);
    const phone = await signInAgain(laptop);
    const tablet = await signInAgain(laptop);
    const fromLaptop = await linkFor(laptop, meetingId);
    const fromPhone = await linkFor(phone, meetingId);
    const fromTablet = await linkFor(tablet, meetingId);
    for (const link of [fromLaptop, fromPhone, fromTablet]) expect((await get(link)).body).toBe(CONTENT);
    // One link per session: a link does not carry the session's id.
    expect(new Set([fromLaptop, fromPhone, fromTablet]).size).toBe(3);

    // Signing out on the phone ends the phone's links only.
    expect((await post(`${api}/guest/logout`, phone)).statusCode).toBe(200);
    await expectEnded(fromPhone);
    expect((await get(fromLaptop)).statusCode).toBe(200);

    // One device signed out from another (the account page's device list).
    const devices = (await get(`${api}/guest/sessions`, laptop)).json().data as Array<{ id: string; current: boolean }>;
    const others = devices.filter((device) => !device.current);
    expect(others).toHaveLength(1);
    expect(
      (
        await test.app.inject({
          method: 'DELETE',
          url: `${api}/guest/sessions/${others[0]!.id}`,
          headers: laptop.headers,
        })
      ).statusCode,
    ).toBe(200);
    await expectEnded(fromTablet);
    expect((await get(fromLaptop)).statusCode).toBe(200);
  });

  it('ends every other device’s links when the person signs out everywhere, and all of them on deletion', async () => {
    const laptop = await signUp(test.app, uniqueEmail('bea'), 'Bea Links');
    const { meetingId } = await readyRecording(laptop);
    const phone = await signInAgain(laptop);
    const fromLaptop = await linkFor(laptop, meetingId);
    const fromPhone = await linkFor(phone, meetingId);

    const revoked = await post(`${api}/guest/sessions/revoke-others`, phone);
    expect(revoked.json().data).toEqual({ revoked: 1 });
    await expectEnded(fromLaptop);
    expect((await get(fromPhone)).body).toBe(CONTENT);

    const otpCode = await nextCode(laptop.user.email, () => post(`${api}/guest/delete/request`, phone));
    expect((await post(`${api}/guest/delete`, phone, { otpCode })).statusCode).toBe(200);
    const afterDeletion = await get(fromPhone);
    expect(afterDeletion.statusCode).not.toBe(200);
    expect(afterDeletion.body).not.toContain(CONTENT);
  });

  it('still serves the organizer’s own Bearer token and refuses a link without its session', async () => {
    const ada = await signUp(test.app, uniqueEmail('cai'), 'Cai Links');
    const { meetingId, recordingId } = await readyRecording(ada);
    const link = await linkFor(ada, meetingId);
    expect((await get(`${api}/recordings/${recordingId}/file`, ada)).body).toBe(CONTENT);
    // A link as they were made before they named a session: refused, never served.
    await expectEnded(link.replace(/&session=[0-9a-f]{32}/, ''));
    // Another session's tag under this link's signature: refused.
    const other = await linkFor(await signInAgain(ada), meetingId);
    const otherTag = /session=([0-9a-f]{32})/.exec(other)![1]!;
    await expectEnded(link.replace(/session=[0-9a-f]{32}/, `session=${otherTag}`));
  });

  it('exports the recordings with links to their meeting page, never a signed file link', async () => {
    const ada = await signUp(test.app, uniqueEmail('dag'), 'Dag Export');
    const { meetingId, recordingId } = await readyRecording(ada);
    const reply = await get(`${api}/guest/export`, ada);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).not.toMatch(/\/file\b/);
    expect(reply.body).not.toMatch(/[?&](sig|exp|session)=/);
    const [exported] = reply.json().data.recordings as Recording[];
    expect(exported).toMatchObject({ id: recordingId, status: 'ready' });
    expect(exported!.downloadUrl).toMatch(new RegExp(`^http://localhost:\\d+/meetings/${meetingId}$`));
  });
});
