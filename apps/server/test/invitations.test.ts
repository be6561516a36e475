import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyJoinToken } from '../src/modules/meetings/join-token';
import { testDialects } from './support/databases';
import { calendarValue, parseCalendar } from './support/ical-parse';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting';
const MINUTE = 60_000;

describe.each(testDialects)('invitations API on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;
  let meeting: { id: string; meetingId: string; title: string };

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock, env: { DEV_MAILBOX: 'true', INVITATIONS_PER_HOUR: '8' } });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    meeting = await createMeeting();
  });
  afterEach(async () => test.close());

  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE).toISOString();
  async function createMeeting(body: Record<string, unknown> = {}) {
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings`,
      headers: host.headers,
      payload: { title: 'Roadmap review', startTime: at(120), endTime: at(180), ...body },
    });
    return reply.json().data;
  }
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, who?: SignedIn, payload?: unknown) =>
    test.app.inject({ method, url: `${api}${url}`, headers: who?.headers, payload: payload as never });
  const invite = (email: string, extra: Record<string, unknown> = {}, who: SignedIn = host) =>
    call('POST', '/invitations/send', who, {
      meetingId: meeting.id,
      inviteeEmail: email,
      inviteeName: 'Ivy Invitee',
      ...extra,
    });
  /** Messages the dev mailbox holds for an address, oldest first. */
  async function mailsTo(email: string, count: number) {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = (await test.app.services.mail.devMailbox!.list()).filter((m) => m.to === email).reverse();
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${email}, got ${found.length}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends an invitation with trimmed fields, the default message and an unguessable id', async () => {
    const reply = await call('POST', '/invitations/send', host, {
      meetingId: meeting.meetingId,
      inviteeEmail: '  Ivy@Example.TEST ',
      inviteeName: ' Ivy ',
      inviteePhone: ' ',
    });
    expect(reply.statusCode).toBe(201);
    const invitation = reply.json().data;
    expect(invitation).toMatchObject({
      meetingId: meeting.id,
      meetingTitle: 'Roadmap review',
      inviteeEmail: 'ivy@example.test',
      inviteeName: 'Ivy',
      status: 'pending',
      sendCount: 1,
    });
    // No message of the organizer's own is stored as none; each reader gets the default in their language.
    expect(invitation.personalMessage).toBeUndefined();
    expect(invitation.inviteePhone).toBeUndefined();
    expect(invitation.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // One character off (a 'y' where the id already ends in 'x').
    const nearId = `${invitation.id.slice(0, -1)}${invitation.id.endsWith('x') ? 'y' : 'x'}`;
    expect((await call('GET', `/invitations/${nearId}`)).statusCode).toBe(404);

    const [mail] = await mailsTo('ivy@example.test', 1);
    expect(mail!.subject).toBe('Invitation: Roadmap review');
    expect(mail!.text).toContain(`/invitation/${invitation.id}`);
    expect(mail!.text).toContain('UTC');
    expect(mail!.html).toContain('We are waiting for your participation');
  });

  it('gives an invitee who reads Turkish the default message in Turkish in the e-mail', async () => {
    const turkish = await signUp(test.app, uniqueEmail('tulay'), 'Tülay Invitee');
    expect((await call('PATCH', '/guest/me', turkish, { locale: 'tr' })).statusCode).toBe(200);
    expect((await invite(turkish.user.email)).statusCode).toBe(201);
    // The first mail is the sign-up code.
    const mail = (await mailsTo(turkish.user.email, 2)).at(-1);
    expect(mail!.subject).toContain('Roadmap review');
    expect(mail!.html).toContain('Bu toplantıya katılımınızı bekliyoruz');
    expect(mail!.html).not.toContain('We are waiting for your participation');
  });

  it('refuses a second live invitation, bad input, and strangers', async () => {
    expect((await invite('dup@example.test')).statusCode).toBe(201);
    const again = await invite('DUP@example.test');
    expect(again.statusCode).toBe(409);
    const bad = await call('POST', '/invitations/send', host, {
      meetingId: meeting.id,
      inviteeEmail: 'no',
      inviteeName: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['inviteeEmail', 'inviteeName']);
    const stranger = await signUp(test.app);
    expect((await invite('x@example.test', {}, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/invitations/meeting/${meeting.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/invitations/meeting/${meeting.id}/stats`, stranger)).statusCode).toBe(404);
  });

  it('lists a meeting’s invitations and counts them in SQL', async () => {
    const ids: string[] = [];
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test'])
      ids.push((await invite(email)).json().data.id);
    await call('DELETE', `/invitations/${ids[2]}`, host);
    const list = (await call('GET', `/invitations/meeting/${meeting.meetingId}`, host)).json().data;
    expect(list).toHaveLength(3);
    const stats = (await call('GET', `/invitations/meeting/${meeting.id}/stats`, host)).json().data;
    expect(stats).toEqual({ total: 3, pending: 2, accepted: 0, declined: 0, cancelled: 1, expired: 0, attended: 0 });
  });

  it('shows the public invitation with the meeting’s public fields and the organizer’s name only', async () => {
    const id = (await invite('pub@example.test')).json().data.id;
    const reply = await call('GET', `/invitations/${id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.meeting).toMatchObject({
      id: meeting.id,
      meetingId: meeting.meetingId,
      title: 'Roadmap review',
      organizerName: 'Hana Host',
    });
    expect(reply.body).not.toContain(host.user.email);
    expect(reply.body).not.toContain(host.user.id);
  });

  it('keeps the invitee’s phone, note and sending history off the public invitation', async () => {
    const invitee = await signUp(test.app, uniqueEmail('pia'), 'Pia Private');
    const id = (
      await invite(invitee.user.email, { inviteeName: 'Pia Private', inviteePhone: '+90 555 123 4567' })
    ).json().data.id;
    await call('POST', `/invitations/${id}/resend`, host);
    const note = 'Private note for the organizer';
    expect(
      (await call('POST', '/invitations/respond', invitee, { invitationId: id, response: 'accept', note })).statusCode,
    ).toBe(200);

    const reply = await call('GET', `/invitations/${id}`);
    expect(reply.statusCode).toBe(200);
    const { meeting: shown, ...invitation } = reply.json().data;
    expect(Object.keys(invitation).sort()).toEqual(
      ['id', 'meetingId', 'meetingTitle', 'inviteeName', 'inviteeEmail', 'status', 'invitedAt'].sort(),
    );
    expect(invitation).toMatchObject({
      inviteeName: 'Pia Private',
      inviteeEmail: invitee.user.email,
      status: 'accepted',
    });
    expect(shown).toMatchObject({ id: meeting.id, title: 'Roadmap review', organizerName: 'Hana Host' });
    for (const secret of ['555 123 4567', note, 'sendCount', 'lastSentAt', 'respondedAt'])
      expect(reply.body).not.toContain(secret);

    // The organizer's list and the invitee's own list keep every field.
    const [listed] = (await call('GET', `/invitations/meeting/${meeting.id}`, host)).json().data;
    expect(listed).toMatchObject({ inviteePhone: '+90 555 123 4567', responseNote: note, sendCount: 2 });
    expect(listed.lastSentAt).toBeDefined();
    const [mine] = (await call('GET', '/invitations/my', invitee)).json().data;
    expect(mine).toMatchObject({ id, responseNote: note });
  });

  it('lets only the invited address answer, notifies the organizer, and refuses cancelled invitations', async () => {
    const invitee = await signUp(test.app, uniqueEmail('ivy'), 'Ivy Invitee');
    const id = (await invite(invitee.user.email)).json().data.id;
    const other = await signUp(test.app);
    const forbidden = await call('POST', '/invitations/respond', other, { invitationId: id, response: 'accept' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toMatch(/different e-mail address/);
    expect(
      (await call('POST', '/invitations/respond', undefined, { invitationId: id, response: 'accept' })).statusCode,
    ).toBe(401);

    const accepted = await call('POST', '/invitations/respond', invitee, {
      invitationId: id,
      response: 'accept',
      note: ' See you ',
    });
    expect(accepted.json()).toMatchObject({
      message: 'Invitation accepted successfully!',
      data: { status: 'accepted', responseNote: 'See you' },
    });
    const notice = (await mailsTo(host.user.email, 2))[1];
    expect(notice!.subject).toBe('Ivy Invitee accepted: Roadmap review');
    expect(notice!.text).toContain('See you');

    const declined = await call('POST', '/guest/invitations/respond', invitee, { invitationId: id, response: 'maybe' });
    expect(declined.json().data.status).toBe('declined');

    const second = await signUp(test.app, uniqueEmail('sam'));
    const cancelledId = (await invite(second.user.email)).json().data.id;
    await call('DELETE', `/invitations/${cancelledId}`, host);
    expect(
      (await call('POST', '/invitations/respond', second, { invitationId: cancelledId, response: 'accept' }))
        .statusCode,
    ).toBe(409);
  });

  it('returns only the caller’s own invitations from /invitations/my, whatever e-mail is asked', async () => {
    const invitee = await signUp(test.app, uniqueEmail('mine'));
    await invite(invitee.user.email);
    await invite('someone-else@example.test');
    const mine = (await call('GET', '/invitations/my?email=someone-else@example.test', invitee)).json().data;
    expect(mine.map((i: { inviteeEmail: string }) => i.inviteeEmail)).toEqual([invitee.user.email]);
  });

  it('cancels and resends pending invitations only, for the organizer only', async () => {
    const id = (await invite('rs@example.test')).json().data.id;
    const stranger = await signUp(test.app);
    expect((await call('POST', `/invitations/${id}/resend`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', `/invitations/${id}`, stranger)).statusCode).toBe(404);
    const resent = await call('POST', `/invitations/${id}/resend`, host);
    expect(resent.json()).toMatchObject({ message: 'Invitation resent successfully!', data: { sendCount: 2 } });
    const cancelled = await call('DELETE', `/invitations/${id}`, host);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await call('DELETE', `/invitations/${id}`, host)).statusCode).toBe(409);
    expect((await call('POST', `/invitations/${id}/resend`, host)).statusCode).toBe(409);
  });

  it('expires pending invitations when the meeting ends', async () => {
    const id = (await invite('late@example.test')).json().data.id;
    await call('POST', `/meetings/${meeting.id}/start`, host);
    await call('POST', `/meetings/${meeting.id}/end`, host);
    expect((await call('GET', `/invitations/${id}`)).json().data.status).toBe('expired');
  });

  it('gives the invitee a room URL within the join window only', async () => {
    const invitee = await signUp(test.app, uniqueEmail('joiner'), 'Jo Joiner');
    const id = (await invite(invitee.user.email)).json().data.id;
    expect((await call('GET', `/invitations/${id}/join`, invitee)).statusCode).toBe(409);
    clock.advance(95 * MINUTE);
    const url = (await call('GET', `/invitations/${id}/join`, invitee)).json().data as string;
    const token = new URL(url, 'http://localhost').hash.replace('#token=', '');
    expect(verifyJoinToken(test.app.services.secretKey, token, clock.now().getTime())).toMatchObject({
      role: 'invitee',
      m: meeting.id,
    });
    const other = await signUp(test.app);
    expect((await call('GET', `/invitations/${id}/join`, other)).statusCode).toBe(403);
  });

  it('caps invitation e-mails per organizer per hour', async () => {
    for (let i = 0; i < 8; i++) expect((await invite(`cap${i}@example.test`)).statusCode).toBe(201);
    const capped = await invite('cap8@example.test');
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
    clock.advance(61 * MINUTE);
    expect((await invite('cap9@example.test')).statusCode).toBe(201);
  });

  it('sends up to 50 rows in bulk and reports each failure', async () => {
    const rows = [
      { email: 'b1@example.test', name: 'B One' },
      { email: 'b2@example.test', name: 'B Two', phone: '+90 555 000 0000' },
      { email: 'b1@example.test', name: 'B One again' },
    ];
    const reply = await call('POST', '/invitations/bulk', host, {
      meetingId: meeting.id,
      invitees: rows,
      personalMessage: 'Hi all',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.sent).toHaveLength(2);
    expect(reply.json().data.failed).toEqual([
      {
        email: 'b1@example.test',
        message: 'This address already has an invitation to this meeting.',
        code: 'ALREADY_INVITED',
      },
    ]);
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ email: `n${i}@example.test`, name: 'N' }));
    expect(
      (await call('POST', '/invitations/bulk', host, { meetingId: meeting.id, invitees: tooMany })).statusCode,
    ).toBe(400);
  });

  it('caps a meeting at 500 invitations', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({
      id: `seed-${i}`,
      meeting_id: meeting.id,
      invitee_name: 'Seed',
      invitee_email: `seed${i}@example.test`,
      invitee_phone: null,
      personal_message: null,
      status: 'cancelled',
      invited_at: at(0),
      responded_at: null,
      response_note: null,
      last_sent_at: null,
    }));
    await test.app.services.database.db.insertInto('invitations').values(rows).execute();
    const reply = await invite('one-too-many@example.test');
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toMatch(/at most 500 invitations/);
  });
});

describe('invitation e-mail over real SMTP with a calendar', () => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let clock: TestClock;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp('sqlite', { clock, env: { SMTP_URL: smtp.url } });
  });
  afterEach(async () => test.close());

  /** Signs up through the real API, reading the code from the SMTP capture. */
  async function signUpOverSmtp(email: string, name: string) {
    await test.app.inject({ method: 'POST', url: `${api}/guest/send-otp?purpose=register`, payload: { email } });
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    const code = /\b(\d{6})\b/.exec(mail.subject ?? '')![1];
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/guest/register-with-otp`,
      payload: { name, email, otpCode: code },
    });
    return { authorization: `Bearer ${reply.json().data.token}` };
  }
  const calendarPart = (mail: ParsedMail) => {
    const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    if (!part) throw new Error('no calendar part');
    return part.content.toString('utf8');
  };
  const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));

  it('attaches a parseable METHOD:REQUEST, re-sends a higher SEQUENCE on a time change, and cancels with the same UID', async () => {
    const headers = await signUpOverSmtp(`org-${Date.now()}@example.test`, 'Olga Organizer');
    const start = '2030-05-06T07:30:00.000Z';
    const created = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings`,
      headers,
      payload: {
        title: 'Budget, Q3; final',
        startTime: '2030-05-06T10:30:00+03:00',
        endTime: '2030-05-06T11:30:00+03:00',
      },
    });
    const meeting = created.json().data;
    expect(meeting.startTime).toBe(start);
    const email = `cal-${Date.now()}@example.test`;
    const sent = await test.app.inject({
      method: 'POST',
      url: `${api}/invitations/send`,
      headers,
      payload: {
        meetingId: meeting.id,
        inviteeEmail: email,
        inviteeName: 'Cal Endar',
        personalMessage: 'Bring numbers',
      },
    });
    const invitationId = sent.json().data.id;

    const first = await smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    expect(first.text).toContain('Bring numbers');
    expect(first.text).toContain('2030-05-06 07:30–08:30 UTC');
    const ics = calendarPart(first);
    expect(calendarValue(ics, 'METHOD')).toBe('REQUEST');
    expect(calendarValue(ics, 'UID')).toBe(`${invitationId}@video-meeting`);
    expect(calendarValue(ics, 'SEQUENCE')).toBe('0');
    expect(calendarValue(ics, 'DTSTART')).toBe('20300506T073000Z');
    expect(calendarValue(ics, 'DTEND')).toBe('20300506T083000Z');
    expect(calendarValue(ics, 'SUMMARY')).toBe('Budget\\, Q3\\; final');
    const attendee = parseCalendar(ics).find((line) => line.name === 'ATTENDEE')!;
    expect(attendee.params).toContain('RSVP=TRUE');
    expect(attendee.value).toBe(`mailto:${email}`);
    expect(parseCalendar(ics).find((line) => line.name === 'ORGANIZER')!.params).toContain('CN=Olga Organizer');
    // Calendar programs remind 15 minutes before, as the last e-mail reminder does.
    const lines = parseCalendar(ics)
      .map((line) => `${line.name}:${line.value}`)
      .join('\n');
    expect(lines).toContain(
      'BEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT15M\nDESCRIPTION:Budget\\, Q3\\; final\nEND:VALARM',
    );

    await test.app.inject({
      method: 'PATCH',
      url: `${api}/meetings/${meeting.id}`,
      headers,
      payload: { startTime: '2030-05-06T08:00:00Z', endTime: '2030-05-06T09:00:00Z' },
    });
    await smtp.waitFor(() => mailsTo(email).length >= 2);
    const update = calendarPart(mailsTo(email)[1]!);
    expect(mailsTo(email)[1]!.subject).toBe('Updated invitation: Budget, Q3; final');
    expect(calendarValue(update, 'UID')).toBe(`${invitationId}@video-meeting`);
    expect(calendarValue(update, 'SEQUENCE')).toBe('1');
    expect(calendarValue(update, 'DTSTART')).toBe('20300506T080000Z');

    await test.app.inject({ method: 'POST', url: `${api}/invitations/${invitationId}/resend`, headers });
    await smtp.waitFor(() => mailsTo(email).length >= 3);
    expect(calendarValue(calendarPart(mailsTo(email)[2]!), 'SEQUENCE')).toBe('2');

    await test.app.inject({ method: 'DELETE', url: `${api}/invitations/${invitationId}`, headers });
    await smtp.waitFor(() => mailsTo(email).length >= 4);
    const cancel = calendarPart(mailsTo(email)[3]!);
    expect(calendarValue(cancel, 'METHOD')).toBe('CANCEL');
    expect(calendarValue(cancel, 'UID')).toBe(`${invitationId}@video-meeting`);
    expect(calendarValue(cancel, 'SEQUENCE')).toBe('3');
    expect(calendarValue(cancel, 'STATUS')).toBe('CANCELLED');
    expect(parseCalendar(cancel).some((line) => line.value === 'VALARM')).toBe(false);
  });
});
