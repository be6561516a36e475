import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { createMeeting, hostJoinUrl } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting/meetings';

// docs/product.md, 'Joining a meeting': a guest of a public meeting without approval needs a name only; where
// the host admits guests from the lobby (a private meeting, or approval on) the e-mail address stays required.
describe.each(testDialects)('the guest e-mail, on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp(dialect);
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
  });
  afterAll(async () => test?.close());

  const join = (meetingId: string, payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: `${api}/${meetingId}/join`, payload });
  const claimsOf = (url: string) => {
    const token = new URL(url, 'http://localhost').hash.slice('#token='.length);
    return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  };

  it('is optional for a public meeting without approval: left out or empty, the guest gets in by name', async () => {
    const open = await createMeeting(test.app, host, { isPublic: true });
    for (const payload of [{ guestName: 'Gül Şahin' }, { guestName: 'Gül Şahin', guestEmail: '  ' }]) {
      const reply = await join(open.meetingId, payload);
      expect(reply.statusCode).toBe(200);
      expect(claimsOf(reply.json().data as string)).toMatchObject({
        role: 'guest',
        name: 'Gül Şahin',
        email: '',
        lobby: false,
      });
    }
    // Given, it is still checked and kept.
    const typed = await join(open.meetingId, { guestName: 'Gus', guestEmail: 'Gus@Example.test' });
    expect(claimsOf(typed.json().data as string)).toMatchObject({ email: 'gus@example.test' });
    const bad = await join(open.meetingId, { guestName: 'Gus', guestEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'guestEmail', code: 'INVALID_EMAIL' })]);
  });

  it('lets a guest without an address into the room itself', async () => {
    const open = await createMeeting(test.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, open.id));
    await hostClient.next('joined');
    const reply = await join(open.meetingId, { guestName: 'Gül Şahin' });
    const guestClient = await SignalClient.join(test.app, reply.json().data as string);
    const joined = await guestClient.next('joined');
    expect(joined.self).toMatchObject({ name: 'Gül Şahin', role: 'guest' });
    guestClient.close();
    hostClient.close();
  });

  it('is required where the host admits guests: a private meeting, or one with approval on', async () => {
    const closed = await createMeeting(test.app, host, { isPublic: false });
    const approval = await createMeeting(test.app, host, { isPublic: true, requireApproval: true });
    for (const meeting of [closed, approval]) {
      for (const payload of [{ guestName: 'Gus' }, { guestName: 'Gus', guestEmail: '' }]) {
        const reply = await join(meeting.meetingId, payload);
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toMatchObject({
          success: false,
          code: 'GUEST_EMAIL_REQUIRED',
          data: null,
          errors: [{ field: 'guestEmail', code: 'GUEST_EMAIL_REQUIRED' }],
        });
      }
      const withAddress = await join(meeting.meetingId, { guestName: 'Gus', guestEmail: 'gus@example.test' });
      expect(withAddress.statusCode).toBe(200);
      expect(claimsOf(withAddress.json().data as string)).toMatchObject({ lobby: true, email: 'gus@example.test' });
    }
  });
});
