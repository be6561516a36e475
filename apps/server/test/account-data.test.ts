import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { calendarValue } from './support/ical-parse';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';
const HOUR = 60 * 60_000;

// The account page's data (docs/product.md, 'Account page'; decision record 019): the export (GDPR articles 15 and
// 20) and the deletion (article 17).
describe.each(testDialects)('account export and deletion on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let counter = 0;
  const address = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    test = await startTestApp(dialect, { env: { SMTP_URL: smtp.url, OTP_RESEND_SECONDS: '0' } });
  });
  afterEach(async () => test.close());

  interface Person {
    email: string;
    token: string;
  }
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: Person, payload?: object) =>
    test.app.inject({
      method,
      url: `${api}${url}`,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
  /** The code of the first code mail to `email` after `send` (other mail to the address may come between). */
  async function nextCode(email: string, send: () => Promise<unknown>): Promise<string> {
    const seen = mailsTo(email).length;
    const codeIn = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1];
    await send();
    await smtp.waitFor(() => mailsTo(email).slice(seen).some(codeIn));
    return codeIn(mailsTo(email).slice(seen).find(codeIn)!)!;
  }
  async function signUp(label: string, name = 'Ada Lovelace'): Promise<Person> {
    const email = address(label);
    const otpCode = await nextCode(email, () => call('POST', '/guest/send-otp?purpose=register', undefined, { email }));
    const reply = await call('POST', '/guest/register-with-otp', undefined, { name, email, otpCode });
    expect(reply.statusCode).toBe(201);
    return { email, token: reply.json().data.token };
  }
  async function meeting(who: Person, title: string): Promise<{ id: string }> {
    const start = Date.now() + 2 * HOUR;
    const body = { title, startTime: new Date(start).toISOString(), endTime: new Date(start + HOUR).toISOString() };
    return (await call('POST', '/meetings', who, body)).json().data;
  }
  async function invite(who: Person, meetingId: string, email: string): Promise<string> {
    const body = { meetingId, inviteeEmail: email, inviteeName: 'Ivy Invitee', inviteePhone: '+90 555 000 1111' };
    const reply = await call('POST', '/invitations/send', who, body);
    expect(reply.statusCode).toBe(201);
    return reply.json().data.id;
  }
  const answer = (who: Person, invitationId: string, response: 'accept' | 'decline', note?: string) =>
    call('POST', '/invitations/respond', who, { invitationId, response, note });
  const calendarOf = (mail: ParsedMail) =>
    mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString('utf8');

  it('exports the account, its meetings and invitations both ways, without any secret', async () => {
    const ada = await signUp('ada');
    const bob = await signUp('bob', 'Bob Builder');
    const own = await meeting(ada, 'Ada’s review');
    const sent = await invite(ada, own.id, 'guest@example.test');
    const received = await invite(bob, (await meeting(bob, 'Bob’s planning')).id, ada.email);

    const reply = await call('GET', '/guest/export', ada);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="video-meeting-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = reply.json().data;
    expect(data.account).toMatchObject({ email: ada.email, name: 'Ada Lovelace', phone: null });
    expect(data.meetings.map((m: { id: string }) => m.id)).toEqual([own.id]);
    expect(data.meetingEvents).toEqual([expect.objectContaining({ meetingId: own.id, kind: 'created' })]);
    expect(data.invitationsSent.map((i: { id: string }) => i.id)).toEqual([sent]);
    expect(data.invitationsReceived.map((i: { id: string }) => i.id)).toEqual([received]);
    expect(data.sessions).toHaveLength(1);

    const { db } = test.app.services.database;
    const secrets = [
      ada.token,
      ...(await db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash),
      ...(await db.selectFrom('otp_codes').select('code_hash').execute()).map((row) => row.code_hash),
    ];
    for (const secret of secrets) expect(reply.body).not.toContain(secret);
    expect(reply.body).not.toMatch(/token_?hash|code_?hash/i);
    expect(reply.body).not.toContain('Bob Builder');
  });

  it('deletes the account: cancels invitations by e-mail, ends meetings, anonymises, signs out', async () => {
    const ada = await signUp('ada');
    const bob = await signUp('bob', 'Bob Builder');
    const quinn = await signUp('quinn', 'Quinn Accepts');
    const rita = await signUp('rita', 'Rita Declines');
    const pending = address('pending');

    const past = await meeting(ada, 'Last week');
    const pastInvitation = await invite(ada, past.id, quinn.email);
    // Held, then ended (ending it unstarted would cancel it and mail Quinn a cancellation).
    expect((await call('POST', `/meetings/${past.id}/start`, ada)).statusCode).toBe(200);
    expect((await call('POST', `/meetings/${past.id}/end`, ada)).statusCode).toBe(200);
    const future = await meeting(ada, 'Next week');
    const toPending = await invite(ada, future.id, pending);
    const toQuinn = await invite(ada, future.id, quinn.email);
    const toRita = await invite(ada, future.id, rita.email);
    expect((await answer(quinn, toQuinn, 'accept')).statusCode).toBe(200);
    expect((await answer(rita, toRita, 'decline')).statusCode).toBe(200);
    const running = await meeting(ada, 'Running now');
    expect((await call('POST', `/meetings/${running.id}/start`, ada)).statusCode).toBe(200);
    const bobsMeeting = await meeting(bob, 'Bob’s planning');
    const toAda = await invite(bob, bobsMeeting.id, ada.email);
    expect((await answer(ada, toAda, 'accept', 'Looking forward, Ada')).statusCode).toBe(200);

    const wrongCode = await call('POST', '/guest/delete', ada, { otpCode: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    const otpCode = await nextCode(ada.email, () => call('POST', '/guest/delete/request', ada));
    expect(mailsTo(ada.email).find((m) => m.subject?.includes(otpCode))!.text).toContain(
      'delete your Video Meeting account',
    );
    expect((await call('POST', '/guest/delete', bob, { otpCode })).statusCode).toBe(400);
    expect((await call('GET', '/guest/me', ada)).statusCode).toBe(200);
    const deleted = await call('POST', '/guest/delete', ada, { otpCode });
    expect(deleted.statusCode).toBe(200);

    // Pending and accepted invitations are cancelled with METHOD:CANCEL; the declined one is left.
    for (const [email, id] of [
      [pending, toPending],
      [quinn.email, toQuinn],
    ] as const) {
      const mail = await smtp.waitFor(
        (m) => JSON.stringify(m.to).includes(email) && /^Cancelled/.test(m.subject ?? ''),
      );
      const ics = calendarOf(mail);
      expect(calendarValue(ics, 'METHOD')).toBe('CANCEL');
      expect(calendarValue(ics, 'UID')).toBe(`${id}@video-meeting`);
      expect(calendarValue(ics, 'STATUS')).toBe('CANCELLED');
    }
    const { db } = test.app.services.database;
    const statusOf = async (id: string) =>
      (await db.selectFrom('invitations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await statusOf(toPending)).toBe('cancelled');
    expect(await statusOf(toQuinn)).toBe('cancelled');
    expect(await statusOf(toRita)).toBe('declined');
    expect(mailsTo(rita.email).some((m) => /^Cancelled/.test(m.subject ?? ''))).toBe(false);
    const meetingStatus = async (id: string) =>
      (await db.selectFrom('meetings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    expect(await meetingStatus(future.id)).toBe('ended');
    expect(await meetingStatus(running.id)).toBe('ended');

    // Past meetings stay for the people invited to them, naming nobody.
    const publicView = (await call('GET', `/invitations/${pastInvitation}`)).json().data;
    expect(publicView.meeting.organizerName).toBe('Deleted user');
    const remains = await db.selectFrom('users').selectAll().where('name', '=', 'Deleted user').execute();
    expect(remains).toHaveLength(1);
    expect(remains[0]!.email).toMatch(/^deleted-[0-9a-f]+@deleted\.invalid$/);
    expect(remains[0]!.phone).toBeNull();
    const bobsList = (await call('GET', `/invitations/meeting/${bobsMeeting.id}`, bob)).json().data;
    expect(bobsList[0]).toMatchObject({ inviteeName: 'Deleted user', status: 'accepted' });
    expect(bobsList[0].inviteeEmail).toMatch(/@deleted\.invalid$/);
    expect(bobsList[0].inviteePhone).toBeUndefined();
    expect(bobsList[0].responseNote).toBeUndefined();

    // Signed out everywhere; the address signs in no more and can register afresh.
    expect((await call('GET', '/guest/me', ada)).statusCode).toBe(401);
    const seen = mailsTo(ada.email).length;
    await call('POST', '/guest/send-otp?purpose=login', undefined, { email: ada.email });
    await smtp.waitFor(() => mailsTo(ada.email).length > seen);
    expect(mailsTo(ada.email)[seen]!.subject).toMatch(/no account/i);
    const fresh = await nextCode(ada.email, () =>
      call('POST', '/guest/send-otp?purpose=register', undefined, { email: ada.email }),
    );
    const again = await call('POST', '/guest/register-with-otp', undefined, {
      name: 'Ada Again',
      email: ada.email,
      otpCode: fresh,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.user.id).not.toBe(remains[0]!.id);
    const newcomer = { email: ada.email, token: again.json().data.token };
    expect((await call('GET', '/meetings', newcomer)).json().data).toEqual([]);
    expect((await call('GET', '/invitations/my', newcomer)).json().data).toEqual([]);

    // Everybody else's data is as it was.
    expect((await call('GET', '/guest/me', bob)).json().data).toMatchObject({ name: 'Bob Builder', email: bob.email });
    expect(await meetingStatus(bobsMeeting.id)).toBe('scheduled');
    expect((await call('GET', '/guest/me', quinn)).statusCode).toBe(200);
  });
});
