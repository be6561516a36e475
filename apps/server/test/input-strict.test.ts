import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';
const CONTROL = 'Must not contain control characters';
const INVALID = 'Must not contain invalid characters';
const WHOLE = 'Must be a whole number';
const INSTANT = 'Must be a date and time such as 2026-05-01T10:00:00Z';
const WINDOW = 'Must be between 1 year ago and 10 years from now';
const hour = 3_600_000;

type Method = 'POST' | 'PATCH';

/** Input the API took before and must now refuse (issue point 9): 400, the field named, nothing stored. */
describe('stricter input through the API', () => {
  let test: TestApp;
  let host: SignedIn;
  let invitee: SignedIn;
  let meeting: { id: string; maxParticipants: number; title: string };
  let invitationId: string;

  beforeAll(async () => {
    test = await startTestApp();
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    invitee = await signUp(test.app, uniqueEmail('ivy'), 'Ivy Invitee');
    const created = await call('POST', '/meetings', host, meetingBody({ maxParticipants: 20 }));
    expect(created.statusCode).toBe(201);
    meeting = created.json().data;
    const sent = await call('POST', '/invitations/send', host, {
      meetingId: meeting.id,
      inviteeEmail: invitee.user.email,
      inviteeName: 'Ivy Invitee',
    });
    expect(sent.statusCode).toBe(201);
    invitationId = sent.json().data.id;
  });
  afterAll(async () => test.close());

  function call(method: Method, url: string, who: SignedIn | undefined, payload: unknown) {
    return test.app.inject({ method, url: `${api}${url}`, headers: who?.headers, payload: payload as object });
  }
  function meetingBody(extra: Record<string, unknown> = {}) {
    const start = Date.now() + hour;
    return {
      title: 'Roadmap',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + hour).toISOString(),
      ...extra,
    };
  }
  /** Everything the requests below could have written. */
  async function stored() {
    const { db } = test.app.services.database;
    return {
      meetings: await db.selectFrom('meetings').selectAll().orderBy('id').execute(),
      invitations: await db.selectFrom('invitations').selectAll().orderBy('id').execute(),
      users: await db.selectFrom('users').selectAll().orderBy('id').execute(),
    };
  }
  async function expectRefused(
    method: Method,
    url: string,
    who: SignedIn | undefined,
    payload: unknown,
    field: string,
    message: string,
  ) {
    const before = await stored();
    const reply = await call(method, url, who, payload);
    expect({ url, field, status: reply.statusCode }).toEqual({ url, field, status: 400 });
    expect(reply.json()).toEqual({
      success: false,
      message,
      code: 'VALIDATION_FAILED',
      data: null,
      errors: [expect.objectContaining({ field, message, code: expect.any(String) })],
    });
    expect(await stored()).toEqual(before);
  }

  it('refuses control characters and lone surrogates in meeting titles and descriptions', async () => {
    await expectRefused('POST', '/meetings', host, meetingBody({ title: 'Plan\u0000' }), 'title', CONTROL);
    await expectRefused('POST', '/meetings', host, meetingBody({ title: 'Launch \uD83D' }), 'title', INVALID);
    await expectRefused('POST', '/meetings', host, meetingBody({ description: 'Ring\u0007' }), 'description', CONTROL);
    await expectRefused('PATCH', `/meetings/${meeting.id}`, host, { title: 'Re\u001bnamed' }, 'title', CONTROL);
  });

  it('refuses a boolean, an array and a fraction as maxParticipants', async () => {
    for (const value of [true, [5], 2.5]) {
      await expectRefused('POST', '/meetings', host, meetingBody({ maxParticipants: value }), 'maxParticipants', WHOLE);
    }
    await expectRefused('PATCH', `/meetings/${meeting.id}`, host, { maxParticipants: true }, 'maxParticipants', WHOLE);
  });

  it('refuses meeting times in year 0000 or 9999 and times with thousands of fractional digits', async () => {
    await expectRefused(
      'POST',
      '/meetings',
      host,
      meetingBody({ startTime: '0000-01-01T00:00:00Z' }),
      'startTime',
      WINDOW,
    );
    await expectRefused('POST', '/meetings', host, meetingBody({ endTime: '9999-12-31T23:59:59Z' }), 'endTime', WINDOW);
    const start = new Date(Date.now() + hour).toISOString().slice(0, 19);
    const long = `${start}.${'1'.repeat(5000)}Z`;
    await expectRefused('POST', '/meetings', host, meetingBody({ startTime: long }), 'startTime', INSTANT);
    await expectRefused(
      'PATCH',
      `/meetings/${meeting.id}`,
      host,
      { endTime: '9999-12-31T23:59:59Z' },
      'endTime',
      WINDOW,
    );
  });

  it('refuses control characters in invitee names, phones, messages and response notes', async () => {
    const invite = (extra: Record<string, unknown>) => ({
      meetingId: meeting.id,
      inviteeEmail: 'new@example.test',
      inviteeName: 'New Person',
      ...extra,
    });
    await expectRefused(
      'POST',
      '/invitations/send',
      host,
      invite({ inviteeName: 'New\u0000' }),
      'inviteeName',
      CONTROL,
    );
    await expectRefused(
      'POST',
      '/invitations/send',
      host,
      invite({ inviteePhone: '+90 555\u0000000 0000' }),
      'inviteePhone',
      CONTROL,
    );
    await expectRefused(
      'POST',
      '/invitations/send',
      host,
      invite({ personalMessage: 'Hi\u001b[2J' }),
      'personalMessage',
      CONTROL,
    );
    const rows = [{ email: 'row@example.test', name: 'Row\u0000' }];
    await expectRefused(
      'POST',
      '/invitations/bulk',
      host,
      { meetingId: meeting.id, invitees: rows },
      'invitees.0.name',
      CONTROL,
    );
    const answer = { invitationId, response: 'decline', note: 'Busy\u0000' };
    await expectRefused('POST', '/invitations/respond', invitee, answer, 'note', CONTROL);
  });

  it('refuses control characters in guest and account names and phones', async () => {
    const guest = { guestName: 'Gu\u0000est', guestEmail: 'guest@example.test' };
    await expectRefused('POST', `/meetings/${meeting.id}/join`, undefined, guest, 'guestName', CONTROL);
    const account = { name: 'Ada\u0000', email: uniqueEmail('ada'), otpCode: '123456' };
    await expectRefused('POST', '/guest/register-with-otp', undefined, account, 'name', CONTROL);
    const phone = {
      name: 'Ada Lovelace',
      email: uniqueEmail('ada'),
      otpCode: '123456',
      phone: '+90 555 000\u00070000',
    };
    await expectRefused('POST', '/guest/register-with-otp', undefined, phone, 'phone', CONTROL);
  });

  it('still takes digits for maxParticipants, line breaks in a description, and keeps the limit an edit leaves out', async () => {
    const reply = await call(
      'POST',
      '/meetings',
      host,
      meetingBody({ maxParticipants: '100', description: 'Agenda:\n\t1. Plan' }),
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ maxParticipants: 100, description: 'Agenda:\n\t1. Plan' });
    const edited = await call('PATCH', `/meetings/${meeting.id}`, host, { title: 'Renamed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Renamed', maxParticipants: 20 });
  });
});
