import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@vm/contracts';
import { testDialects } from './support/databases';
import { createMeeting, guestJoinUrl, hostJoinUrl, inviteeJoinUrl, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';

// Large meetings on the pre-join screen (decision record 044): the reply it already asks for (recording-status,
// with the join token in the body) says whether this person will enter as a speaker or as the audience, by the
// room's own rule (the organizer speaks, everyone else in a large meeting is audience), so an audience member's
// browser asks for no camera or microphone.
describe.each(testDialects)('the pre-join screen learns how a token joins, on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp(dialect);
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'enterprise');
  });
  afterAll(async () => test?.close());

  const tokenOf = (joinUrl: string) => new URL(joinUrl, 'http://localhost').hash.slice('#token='.length);
  const ask = (meetingCode: string, token: string) =>
    test.app.inject({ method: 'POST', url: `${api}/rooms/${meetingCode}/recording-status`, payload: { token } });
  const joinsAs = async (meeting: Meeting, joinUrl: string) => {
    const reply = await ask(meeting.meetingId, tokenOf(joinUrl));
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ success: true, errors: [] });
    expect(body.data).toMatchObject({ recording: false, startedAt: null });
    return body.data.joinsAs as unknown;
  };

  /** The three kinds of token: the organizer's, an invitee's (signed in with the invited address), a guest's. */
  async function tokens(meeting: Meeting) {
    const invitee = await signUp(test.app, uniqueEmail('invitee'), 'Ivy Invitee');
    return {
      host: await hostJoinUrl(test.app, host, meeting.id),
      invitee: await inviteeJoinUrl(test.app, host, invitee, meeting.id),
      guest: await guestJoinUrl(test.app, meeting.id, 'Gus Guest', uniqueEmail('guest')),
    };
  }

  it('in a large meeting: the organizer is a speaker, an invitee and a guest are the audience', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, maxParticipants: 200, largeMeeting: true });
    expect(meeting.largeMeeting).toBe(true);
    const urls = await tokens(meeting);
    expect(await joinsAs(meeting, urls.host)).toBe('speaker');
    expect(await joinsAs(meeting, urls.invitee)).toBe('audience');
    expect(await joinsAs(meeting, urls.guest)).toBe('audience');
  });

  it('in a normal meeting everyone is a speaker', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, maxParticipants: 200, largeMeeting: false });
    expect(meeting.largeMeeting).toBe(false);
    const urls = await tokens(meeting);
    for (const url of [urls.host, urls.invitee, urls.guest]) expect(await joinsAs(meeting, url)).toBe('speaker');
  });

  it('says what the room then does: the guest it called audience enters as audience, the host as speaker', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, maxParticipants: 200, largeMeeting: true });
    const urls = await tokens(meeting);
    const hostClient = await SignalClient.join(test.app, urls.host);
    expect((await hostClient.next('joined')).self.stageRole).toBe(await joinsAs(meeting, urls.host));
    const guestClient = await SignalClient.join(test.app, urls.guest);
    expect((await guestClient.next('joined')).self.stageRole).toBe(await joinsAs(meeting, urls.guest));
    hostClient.close();
    guestClient.close();
  });

  // docs/product.md, 'Meeting room': the pre-join screen shows the meeting's title beside its code.
  it("gives the meeting's title to each kind of token, for the pre-join screen", async () => {
    const meeting = await createMeeting(test.app, host, { title: 'Quarterly review (Q3)', isPublic: true });
    const urls = await tokens(meeting);
    for (const url of [urls.host, urls.invitee, urls.guest]) {
      const reply = await ask(meeting.meetingId, tokenOf(url));
      expect(reply.json().data).toMatchObject({ title: 'Quarterly review (Q3)' });
    }
  });

  it('tells nothing without a valid token for this very meeting', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, maxParticipants: 200, largeMeeting: true });
    const elsewhere = await createMeeting(test.app, host, { isPublic: true, maxParticipants: 200 });
    const guest = tokenOf(await guestJoinUrl(test.app, meeting.id, 'Gus Guest', uniqueEmail('guest')));
    for (const reply of [
      await ask(meeting.meetingId, 'abc.def'),
      await ask(meeting.meetingId, `${guest.split('.')[0]}.${'0'.repeat(64)}`),
      await ask(elsewhere.meetingId, guest),
    ]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ success: false, data: null });
    }
    const noToken = await test.app.inject({
      method: 'POST',
      url: `${api}/rooms/${meeting.meetingId}/recording-status`,
    });
    expect(noToken.statusCode).toBe(400);
  });
});
