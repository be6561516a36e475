import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { createMeeting, getMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';

// The room's signaling over its real WebSocket route, with the managed Janus behind it (rooms are
// created on it; no browser publishes here: media flows are proven in e2e/media).
describe('room signaling', () => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'pro');
  });
  afterAll(async () => test?.close());

  const open = (body: Record<string, unknown> = {}) => createMeeting(test.app, host, { isPublic: true, ...body });
  const joinHost = async (meetingId: string) => {
    const client = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meetingId));
    return { client, joined: await client.next('joined') };
  };
  const joinGuest = async (meetingId: string, name = 'Gus Guest', email = uniqueEmail('guest')) =>
    SignalClient.join(test.app, await guestJoinUrl(test.app, meetingId, name, email));

  it('answers malformed and out-of-order messages with an error', async () => {
    const meeting = await open();
    const client = await SignalClient.open(test.app, meeting.meetingId);
    client.send('not json');
    expect((await client.next('error')).message).toMatch(/JSON/);
    client.send({ type: 'shout', text: 'hi' });
    expect((await client.next('error')).message).toMatch(/Invalid message/);
    client.send({ type: 'chat', text: 'hello' });
    expect((await client.next('error')).message).toBe('Send join first.');
    client.close();
  });

  it('refuses a forged token or a token for another meeting', async () => {
    const meeting = await open();
    const other = await open();
    const forged = await SignalClient.open(test.app, meeting.meetingId);
    forged.send({ type: 'join', token: 'abc.def', audioMuted: false, videoMuted: false });
    expect(await forged.next('refused')).toMatchObject({ reason: 'invalid-token' });
    const wrongRoom = await SignalClient.open(test.app, other.meetingId);
    const url = new URL(await hostJoinUrl(test.app, host, meeting.id), 'http://localhost');
    wrongRoom.send({ type: 'join', token: url.hash.slice('#token='.length), audioMuted: false, videoMuted: false });
    expect(await wrongRoom.next('refused')).toMatchObject({ reason: 'invalid-token' });
  });

  it('starts the meeting when the organizer joins, and lets a guest in with chat, hands and mute', async () => {
    const meeting = await open({ title: 'Standup' });
    const { client: hostClient, joined } = await joinHost(meeting.id);
    expect(joined.self).toMatchObject({ name: 'Hana Host', role: 'host', handRaised: false });
    expect(joined.room).toMatchObject({ meetingCode: meeting.meetingId, title: 'Standup', allowChat: true });
    expect(joined.resumeKey.length).toBeGreaterThan(20);
    expect(await getMeeting(test.app, host, meeting.id)).toMatchObject({ status: 'active' });

    const guest = await joinGuest(meeting.id, 'Gus Guest');
    const guestJoined = await guest.next('joined');
    expect(guestJoined.participants.map((p) => p.name)).toEqual(['Hana Host']);
    const arrived = await hostClient.next('participantJoined');
    expect(arrived.participant).toMatchObject({ id: guestJoined.self.id, name: 'Gus Guest', role: 'guest' });

    guest.send({ type: 'chat', text: '  hello everyone ' });
    expect((await hostClient.next('chat')).message).toMatchObject({ text: 'hello everyone', name: 'Gus Guest' });
    guest.send({ type: 'raiseHand', raised: true });
    expect((await hostClient.next('participantUpdated')).participant).toMatchObject({ handRaised: true });

    hostClient.send({ type: 'muteParticipant', participantId: guestJoined.self.id });
    await guest.next('mutedByHost');
    expect((await hostClient.next('participantUpdated')).participant).toMatchObject({ audioMuted: true });

    guest.send({ type: 'endMeeting' });
    expect((await guest.next('error')).message).toBe('Only the host can do that.');
  });

  it('lets the host mute everyone else and lower every hand at once, and nobody else', async () => {
    const meeting = await open({ title: 'Town hall' });
    const { client: hostClient } = await joinHost(meeting.id);
    const guests = [await joinGuest(meeting.id, 'Ada Guest'), await joinGuest(meeting.id, 'Bo Guest')];
    const ids: string[] = [];
    for (const guest of guests) {
      ids.push((await guest.next('joined')).self.id);
      await hostClient.next('participantJoined');
    }
    for (const guest of guests) {
      guest.send({ type: 'raiseHand', raised: true });
      expect((await hostClient.next('participantUpdated')).participant).toMatchObject({ handRaised: true });
    }

    guests[0]!.send({ type: 'muteAll' });
    expect((await guests[0]!.next('error')).message).toBe('Only the host can do that.');
    guests[0]!.send({ type: 'lowerAllHands' });
    expect((await guests[0]!.next('error')).message).toBe('Only the host can do that.');

    hostClient.send({ type: 'muteAll' });
    for (const guest of guests) await guest.next('mutedByHost');
    const muted = [await hostClient.next('participantUpdated'), await hostClient.next('participantUpdated')];
    expect(muted.map((update) => update.participant.id).sort()).toEqual([...ids].sort());
    expect(muted.every((update) => update.participant.audioMuted)).toBe(true);

    hostClient.send({ type: 'lowerAllHands' });
    const lowered = [await hostClient.next('participantUpdated'), await hostClient.next('participantUpdated')];
    expect(lowered.map((update) => update.participant.id).sort()).toEqual([...ids].sort());
    expect(lowered.every((update) => !update.participant.handRaised)).toBe(true);
    // The host's own microphone was left alone: no notice, and no update about the host.
    hostClient.send({ type: 'chat', text: 'still here' });
    expect((await hostClient.next('chat')).message.text).toBe('still here');
    expect(hostClient.received.some((message) => message.type === 'mutedByHost')).toBe(false);
    expect(muted.some((update) => update.participant.role === 'host')).toBe(false);
  });

  it('holds a guest of a private meeting in the lobby until the host admits, and can deny', async () => {
    const meeting = await open({ isPublic: false });
    const { client: hostClient } = await joinHost(meeting.id);
    const waiting = await joinGuest(meeting.id, 'Lou Lobby');
    await waiting.next('lobby');
    const lobby = (await hostClient.next('lobbyUpdated')).lobby;
    expect(lobby).toEqual([expect.objectContaining({ name: 'Lou Lobby', role: 'guest' })]);
    waiting.send({ type: 'chat', text: 'let me in' });
    expect((await waiting.next('error')).message).toMatch(/wait until the host/);

    hostClient.send({ type: 'admit', participantId: lobby[0]!.id });
    expect((await waiting.next('joined')).self.name).toBe('Lou Lobby');
    expect((await hostClient.next('participantJoined')).participant.name).toBe('Lou Lobby');

    const unwanted = await joinGuest(meeting.id, 'Una Wanted');
    await unwanted.next('lobby');
    await hostClient.next('lobbyUpdated'); // Lou left the lobby
    const second = (await hostClient.next('lobbyUpdated')).lobby;
    hostClient.send({ type: 'deny', participantId: second[0]!.id });
    expect(await unwanted.next('denied')).toMatchObject({ message: 'The host did not let you in.' });
    await unwanted.closed;
  });

  it("refuses the participant above a Free organizer's limit", async () => {
    const freeHost = await signUp(test.app, uniqueEmail('free'), 'Fay Free');
    const meeting = await createMeeting(test.app, freeHost, { isPublic: true });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, freeHost, meeting.id));
    await hostClient.next('joined');
    const first = await joinGuest(meeting.id);
    await first.next('joined');
    const third = await joinGuest(meeting.id);
    expect(await third.next('refused')).toMatchObject({ reason: 'full' });
  });

  it('resumes a reconnecting participant without a duplicate, and drops one that vanished', async () => {
    const meeting = await open();
    const { client: hostClient } = await joinHost(meeting.id);
    const email = uniqueEmail('resume');
    const url = await guestJoinUrl(test.app, meeting.id, 'Ray Resume', email);
    const first = await SignalClient.join(test.app, url);
    const joined = await first.next('joined');
    await hostClient.next('participantJoined');

    first.drop();
    const again = await SignalClient.join(test.app, url, { resumeKey: joined.resumeKey });
    const rejoined = await again.next('joined');
    expect(rejoined.self.id).toBe(joined.self.id);
    const late = await joinGuest(meeting.id, 'Lee Late');
    expect((await late.next('joined')).participants.map((p) => p.name).sort()).toEqual(['Hana Host', 'Ray Resume']);
    expect(hostClient.received.filter((m) => m.type === 'participantJoined')).toHaveLength(2);

    // A closed socket without a leave: gone for others after the grace period.
    again.drop();
    expect((await hostClient.next('participantLeft', 15_000)).participantId).toBe(joined.self.id);
  });

  it('drops a participant whose browser stopped answering within 15 seconds', async () => {
    const baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const meeting = await open();
    // Both over real TCP: the in-memory sockets of injectWS do not answer pings at all.
    const hostClient = await SignalClient.connect(baseUrl, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    const guestUrl = await guestJoinUrl(test.app, meeting.id, 'Vera Vanish', uniqueEmail('vanish'));
    const guest = await SignalClient.connect(baseUrl, guestUrl);
    const guestId = (await guest.next('joined')).self.id;
    guest.freeze();
    expect((await hostClient.next('participantLeft', 15_000)).participantId).toBe(guestId);
  }, 30_000);

  it('removes a participant for good and ends the meeting for everyone', async () => {
    const meeting = await open();
    const { client: hostClient } = await joinHost(meeting.id);
    const guestUrl = await guestJoinUrl(test.app, meeting.id, 'Rex', uniqueEmail('removed'));
    const guest = await SignalClient.join(test.app, guestUrl);
    const guestId = (await guest.next('joined')).self.id;
    hostClient.send({ type: 'removeParticipant', participantId: guestId });
    await guest.next('removed');
    expect((await hostClient.next('participantLeft')).participantId).toBe(guestId);
    // A guest proved nothing but their join: that join stays out (rooms-removal.test.ts has the rest).
    const back = await SignalClient.join(test.app, guestUrl);
    expect(await back.next('denied')).toMatchObject({ message: 'You were removed from this meeting.' });

    const other = await joinGuest(meeting.id);
    await other.next('joined');
    hostClient.send({ type: 'endMeeting' });
    for (const client of [hostClient, other]) {
      expect(await client.next('roomEnded')).toEqual({
        type: 'roomEnded',
        reason: 'host',
        message: 'The host ended the meeting',
      });
    }
    expect(await getMeeting(test.app, host, meeting.id)).toMatchObject({ status: 'ended' });
    const late = await joinGuest(meeting.id).catch((error: Error) => error);
    expect(late).toBeInstanceOf(Error); // the join API itself refuses an ended meeting
  });
});
