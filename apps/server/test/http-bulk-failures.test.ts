import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';
const duplicate = 'This address already has an invitation to this meeting.';
const capped = 'You can send at most 3 invitation e-mails per hour. Please try again later.';

/** A bulk invitation where no row was sent answers with the failure's status (issue point 8). */
describe('bulk invitation failures', () => {
  let test: TestApp;
  let host: SignedIn;
  let meetingId: string;

  beforeEach(async () => {
    test = await startTestApp('sqlite', { env: { INVITATIONS_PER_HOUR: '3' } });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    const start = Date.now() + 60 * 60_000;
    const meeting = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings`,
      headers: host.headers,
      payload: {
        title: 'Bulk',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 60 * 60_000).toISOString(),
      },
    });
    meetingId = meeting.json().data.id;
  });
  afterEach(async () => test.close());

  const invite = (email: string) =>
    test.app.inject({
      method: 'POST',
      url: `${api}/invitations/send`,
      headers: host.headers,
      payload: { meetingId, inviteeEmail: email, inviteeName: 'Ivy Invitee' },
    });
  const bulk = (emails: string[]) =>
    test.app.inject({
      method: 'POST',
      url: `${api}/invitations/bulk`,
      headers: host.headers,
      payload: { meetingId, invitees: emails.map((email) => ({ email, name: 'Row Person' })) },
    });
  const invitationCount = async () =>
    (await test.app.services.database.db.selectFrom('invitations').select('id').execute()).length;

  it('answers 400 with each row’s reason on its e-mail field when no row was sent', async () => {
    expect((await invite('ann@example.test')).statusCode).toBe(201);
    const reply = await bulk(['ann@example.test', 'ANN@example.test']);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      message: 'All invitations failed to send',
      code: 'INVITATIONS_ALL_FAILED',
      data: null,
      errors: [
        { field: 'invitees.0.email', message: duplicate, code: 'ALREADY_INVITED' },
        { field: 'invitees.1.email', message: duplicate, code: 'ALREADY_INVITED' },
      ],
    });
    expect(await invitationCount()).toBe(1);
  });

  it('answers 429 with Retry-After when the send cap stopped every row', async () => {
    for (const email of ['c1@example.test', 'c2@example.test', 'c3@example.test']) {
      expect((await invite(email)).statusCode).toBe(201);
    }
    const reply = await bulk(['c4@example.test', 'c5@example.test']);
    expect(reply.statusCode).toBe(429);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(reply.json()).toEqual({
      success: false,
      message: capped,
      code: 'INVITATIONS_HOURLY_LIMIT',
      params: { max: 3 },
      data: null,
      errors: [
        { field: 'invitees.0.email', message: capped, code: 'INVITATIONS_HOURLY_LIMIT', params: { max: 3 } },
        { field: 'invitees.1.email', message: capped, code: 'INVITATIONS_HOURLY_LIMIT', params: { max: 3 } },
      ],
    });
    expect(await invitationCount()).toBe(3);
  });

  it('answers 400 when the cap stopped only some of the rows and the others failed otherwise', async () => {
    for (const email of ['d1@example.test', 'd2@example.test', 'd3@example.test']) {
      expect((await invite(email)).statusCode).toBe(201);
    }
    const reply = await bulk(['d4@example.test', 'd1@example.test']);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors).toEqual([
      { field: 'invitees.0.email', message: capped, code: 'INVITATIONS_HOURLY_LIMIT', params: { max: 3 } },
      { field: 'invitees.1.email', message: duplicate, code: 'ALREADY_INVITED' },
    ]);
  });

  it('keeps partial success at 200 with the sent and failed rows in data', async () => {
    expect((await invite('eve@example.test')).statusCode).toBe(201);
    const reply = await bulk(['eve@example.test', 'fay@example.test']);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({
      success: true,
      message: '1 invitation(s) sent successfully! 1 invitation(s) failed to send',
      errors: [],
      data: { failed: [{ email: 'eve@example.test', message: duplicate, code: 'ALREADY_INVITED' }] },
    });
    expect(body.data.sent).toHaveLength(1);
    expect(body.data.sent[0]).toMatchObject({ inviteeEmail: 'fay@example.test', status: 'pending' });
  });
});
