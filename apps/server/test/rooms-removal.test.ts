import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@vm/contracts';
import { testDialects } from './support/databases';
import { joinRoomAsHost } from './support/room-joins';
import { createMeeting, guestJoinUrl, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';

// The host's removal binds to what a join proved (decision record 050): a signed-in account, an
// invitation, or for a plain guest the join itself; never an e-mail address someone typed. And the
// roster says who is a guest, so a typed name cannot pass for the host's.
describe.each(testDialects)('removing someone from the room, on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp(dialect);
    host = await signUp(test.app, uniqueEmail('host'), 'Alice');
    await setPlan(test.app, host.user.email, 'pro');
  });
  afterAll(async () => test?.close());

  async function invite(meeting: Meeting, name: string): Promise<SignedIn> {
    const invitee = await signUp(test.app, uniqueEmail('invitee'), name);
    const sent = await test.app.inject({
      method: 'POST',
      url: `${api}/invitations/send`,
      headers: host.headers,
      payload: { meetingId: meeting.id, inviteeEmail: invitee.user.email, inviteeName: name },
    });
    expect(sent.statusCode).toBeLessThan(300);
    return invitee;
  }

  const ownJoinUrl = async (meeting: Meeting, person: SignedIn) => {
    const reply = await test.app.inject({
      method: 'GET',
      url: `${api}/meetings/${meeting.id}/join-url`,
      headers: person.headers,
    });
    expect(reply.statusCode).toBe(200);
    return reply.json().data as string;
  };

  it('keeps the impostor out, not the invitee whose address they typed, and marks them a guest', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const invitee = await invite(meeting, 'Ivy Invitee');
    const { client: hostClient } = await joinRoomAsHost(test.app, host, meeting.id);

    const impostorUrl = await guestJoinUrl(test.app, meeting.id, 'Host Alice', invitee.user.email);
    const impostor = await SignalClient.join(test.app, impostorUrl);
    const impostorId = (await impostor.next('joined')).self.id;
    // Everyone sees a guest, whatever name was typed.
    const arrived = await hostClient.next('participantJoined');
    expect(arrived.participant).toMatchObject({ id: impostorId, name: 'Host Alice', role: 'guest' });

    hostClient.send({ type: 'removeParticipant', participantId: impostorId });
    await impostor.next('removed');
    expect((await hostClient.next('participantLeft')).participantId).toBe(impostorId);
    // The impostor's own link stays shut.
    const again = await SignalClient.join(test.app, impostorUrl);
    expect(await again.next('denied')).toMatchObject({ message: 'You were removed from this meeting.' });

    // The real invitee, signed in, comes in as the invitee they are.
    const real = await SignalClient.join(test.app, await ownJoinUrl(meeting, invitee));
    const joined = await real.next('joined');
    expect(joined.self).toMatchObject({ name: 'Ivy Invitee', role: 'invitee' });
    expect(joined.participants.map(({ name, role }) => ({ name, role }))).toEqual([{ name: 'Alice', role: 'host' }]);
  });

  it('keeps a removed invitee out by account and by invitation, with or without signing in', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const invitee = await invite(meeting, 'Rita Removed');
    const { client: hostClient } = await joinRoomAsHost(test.app, host, meeting.id);
    const first = await SignalClient.join(test.app, await ownJoinUrl(meeting, invitee));
    const id = (await first.next('joined')).self.id;

    hostClient.send({ type: 'removeParticipant', participantId: id });
    await first.next('removed');
    const signedIn = await SignalClient.join(test.app, await ownJoinUrl(meeting, invitee));
    expect(await signedIn.next('denied')).toMatchObject({ message: 'You were removed from this meeting.' });
    // The organizer's link for the invited address names the same invitation.
    const linkFor = await test.app.inject({
      method: 'GET',
      url: `${api}/meetings/${meeting.id}/join-url?participantEmail=${encodeURIComponent(invitee.user.email)}`,
      headers: host.headers,
    });
    expect(linkFor.statusCode).toBe(200);
    const byLink = await SignalClient.join(test.app, linkFor.json().data as string);
    expect(await byLink.next('denied')).toMatchObject({ message: 'You were removed from this meeting.' });
  });
});
