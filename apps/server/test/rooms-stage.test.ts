import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting, ServerMessage } from '@vm/contracts';
import { createMeeting, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { joinRoomAsGuest, joinRoomAsHost } from './support/room-joins';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders } from './support/test-config';

// A real publisher's offer (Firefox ESR 153: microphone, camera, screen), as rooms-publish.test.ts uses it.
const offer = fs.readFileSync(
  path.join(import.meta.dirname, 'fixtures/firefox-153-publish-offer-mic-camera-screen.sdp'),
  'utf8',
);
const tracks = [
  { mid: '0', source: 'microphone' as const },
  { mid: '1', source: 'camera' as const },
  { mid: '2', source: 'screen' as const },
];

/** Publishers the room holds in the media server, as the operator's /metrics counts them. */
async function publishers(test: TestApp): Promise<number> {
  const text = (await test.app.inject({ url: '/metrics', headers: operatorHeaders })).body;
  const line = text.split('\n').find((entry) => entry.startsWith('vm_room_publishers '));
  return Number(line?.split(' ')[1]);
}

/** The first unread message of a type that passes `check`, skipping older ones (earlier updates, own chat). */
async function nextWhere<T extends ServerMessage['type']>(
  client: SignalClient,
  type: T,
  check: (message: Extract<ServerMessage, { type: T }>) => boolean,
) {
  for (;;) {
    const message = await client.next(type);
    if (check(message)) return message;
  }
}

// Stage and audience (decision record 044) over the room's real WebSocket route with the managed Janus behind
// it; the stage holds two speakers here (STAGE_MAX_SPEAKERS=2), the host and one invited.
describe('a large meeting: stage and audience', () => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { env: { STAGE_MAX_SPEAKERS: '2' } });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'enterprise');
  });
  afterAll(async () => test?.close());

  const open = (body: Record<string, unknown> = {}) =>
    createMeeting(test.app, host, { isPublic: true, maxParticipants: 200, ...body });
  const joinHost = (meeting: Meeting) => joinRoomAsHost(test.app, host, meeting.id);
  const joinGuest = (meeting: Meeting, name: string) => joinRoomAsGuest(test.app, meeting.id, name);

  it('lets a guest in as audience, refuses their offer, and puts them on the stage and back', async () => {
    const meeting = await open();
    expect(meeting.largeMeeting).toBe(true);
    const { client: hostClient, joined: hostJoined } = await joinHost(meeting);
    expect(hostJoined.self).toMatchObject({ role: 'host', stageRole: 'speaker' });
    expect(hostJoined.room).toMatchObject({ largeMeeting: true, stageLimit: 2, audienceChat: true });

    const { client: guest, joined } = await joinGuest(meeting, 'Ada Audience');
    expect(joined.self).toMatchObject({ role: 'guest', stageRole: 'audience' });
    const guestId = joined.self.id;
    // An audience member without a raised hand is counted, not listed (rooms-large-roster.test.ts).
    const counted = await nextWhere(hostClient, 'rosterChanged', (m) => m.audienceCount === 1);
    expect(counted.participants.map((p) => p.id)).not.toContain(guestId);

    // The audience publishes nothing: the offer is refused with its code before Janus sees it.
    guest.send({ type: 'publish', sdp: offer, tracks });
    expect(await guest.next('error')).toMatchObject({ code: 'AUDIENCE_CANNOT_PUBLISH' });
    guest.send({ type: 'screenShare', sharing: true });
    expect(await guest.next('error')).toMatchObject({ code: 'AUDIENCE_CANNOT_PUBLISH' });
    expect(guest.received.some((message) => message.type === 'publisherAnswer')).toBe(false);
    expect(await publishers(test)).toBe(0);

    // A raised hand may ask; only the host may answer it.
    guest.send({ type: 'raiseHand', raised: true });
    const raised = await nextWhere(hostClient, 'rosterChanged', (m) => m.participants.some((p) => p.id === guestId));
    expect(raised).toMatchObject({ participants: [{ id: guestId, handRaised: true }], audienceCount: 0 });
    guest.send({ type: 'inviteToStage', participantId: guestId });
    expect(await guest.next('error')).toMatchObject({ code: 'STAGE_HOST_ONLY' });

    hostClient.send({ type: 'inviteToStage', participantId: guestId });
    expect(await guest.next('roleChanged')).toEqual({ type: 'roleChanged', role: 'speaker' });
    const promoted = await nextWhere(hostClient, 'rosterChanged', (m) =>
      m.participants.some((p) => p.id === guestId && p.stageRole === 'speaker'),
    );
    expect(promoted.participants).toMatchObject([{ id: guestId, stageRole: 'speaker', handRaised: false }]);
    guest.send({ type: 'publish', sdp: offer, tracks });
    expect((await guest.next('publisherAnswer')).sdp).toMatch(/^v=0/);
    expect(await publishers(test)).toBe(1);

    // Back to the audience: the server ends their publishing itself, and a new offer is refused again.
    hostClient.send({ type: 'moveToAudience', participantId: guestId });
    expect(await guest.next('roleChanged')).toEqual({ type: 'roleChanged', role: 'audience' });
    // Back in the audience without a hand up: off the visible roster, counted again.
    const update = await nextWhere(hostClient, 'rosterChanged', (m) => m.hidden.length > 0);
    expect(update).toMatchObject({ participants: [], hidden: [guestId], audienceCount: 1 });
    const own = await nextWhere(
      guest,
      'participantUpdated',
      (m) => m.participant.stageRole === 'audience' && !m.participant.handRaised,
    );
    expect(own.participant).toMatchObject({ id: guestId, screenSharing: false });
    await expect.poll(() => publishers(test)).toBe(0);
    guest.send({ type: 'publish', sdp: offer, tracks });
    expect(await guest.next('error')).toMatchObject({ code: 'AUDIENCE_CANNOT_PUBLISH' });
    expect(await publishers(test)).toBe(0);

    // The host stays on the stage; someone not in the room cannot be moved.
    hostClient.send({ type: 'moveToAudience', participantId: hostJoined.self.id });
    expect(await hostClient.next('error')).toMatchObject({ code: 'STAGE_HOST_ALWAYS_SPEAKER' });
    hostClient.send({ type: 'inviteToStage', participantId: 'nobody' });
    expect(await hostClient.next('error')).toMatchObject({ code: 'STAGE_PARTICIPANT_NOT_FOUND' });
  });

  it('holds at most STAGE_MAX_SPEAKERS speakers, the host included', async () => {
    const meeting = await open();
    const { client: hostClient } = await joinHost(meeting);
    const first = await joinGuest(meeting, 'First Up');
    const second = await joinGuest(meeting, 'Second Up');

    hostClient.send({ type: 'inviteToStage', participantId: first.joined.self.id });
    await first.client.next('roleChanged');
    hostClient.send({ type: 'inviteToStage', participantId: second.joined.self.id });
    expect(await hostClient.next('error')).toMatchObject({ code: 'STAGE_FULL', params: { max: 2 } });
    expect(second.client.received.some((message) => message.type === 'roleChanged')).toBe(false);

    // A place freed is a place to take.
    hostClient.send({ type: 'moveToAudience', participantId: first.joined.self.id });
    await first.client.next('roleChanged');
    hostClient.send({ type: 'inviteToStage', participantId: second.joined.self.id });
    expect(await second.client.next('roleChanged')).toMatchObject({ role: 'speaker' });
  });

  it("lets the host turn the audience's chat off while speakers still chat", async () => {
    const meeting = await open();
    const { client: hostClient } = await joinHost(meeting);
    const audience = await joinGuest(meeting, 'Quiet Quinn');

    audience.client.send({ type: 'chat', text: 'hello from the audience' });
    expect((await hostClient.next('chat')).message.text).toBe('hello from the audience');

    audience.client.send({ type: 'audienceChat', enabled: false });
    expect(await audience.client.next('error')).toMatchObject({ code: 'STAGE_HOST_ONLY' });
    hostClient.send({ type: 'audienceChat', enabled: false });
    expect((await audience.client.next('roomUpdated')).room).toMatchObject({ audienceChat: false });
    audience.client.send({ type: 'chat', text: 'still here?' });
    expect(await audience.client.next('error')).toMatchObject({ code: 'AUDIENCE_CHAT_OFF' });
    hostClient.send({ type: 'chat', text: 'speakers may' });
    const fromHost = await nextWhere(audience.client, 'chat', (m) => m.message.text !== 'hello from the audience');
    expect(fromHost.message.text).toBe('speakers may');

    // Late joiners learn it in `joined`.
    const late = await joinGuest(meeting, 'Late Lee');
    expect(late.joined.room).toMatchObject({ audienceChat: false });

    hostClient.send({ type: 'audienceChat', enabled: true });
    expect((await audience.client.next('roomUpdated')).room).toMatchObject({ audienceChat: true });
    audience.client.send({ type: 'chat', text: 'back' });
    expect((await nextWhere(hostClient, 'chat', (m) => m.message.text === 'back')).message.text).toBe('back');
  });

  it('keeps the shape the room opened with when the setting is edited meanwhile', async () => {
    const meeting = await open();
    const { client: hostClient } = await joinHost(meeting);
    const reply = await test.app.inject({
      method: 'PATCH',
      url: `/api/VideoMeeting/meetings/${meeting.id}`,
      headers: host.headers,
      payload: { largeMeeting: false },
    });
    expect(reply.json().data).toMatchObject({ largeMeeting: false });
    const guest = await joinGuest(meeting, 'Still Audience');
    expect(guest.joined.self).toMatchObject({ stageRole: 'audience' });
    expect(guest.joined.room).toMatchObject({ largeMeeting: true });
    hostClient.close();
  });

  it('changes nothing in a normal meeting: everyone speaks, and there is no stage to manage', async () => {
    const meeting = await open({ maxParticipants: 10 });
    expect(meeting.largeMeeting).toBe(false);
    const { client: hostClient, joined: hostJoined } = await joinHost(meeting);
    expect(hostJoined.room).toMatchObject({ largeMeeting: false });
    const { client: guest, joined } = await joinGuest(meeting, 'Nora Normal');
    expect(joined.self).toMatchObject({ stageRole: 'speaker' });

    guest.send({ type: 'publish', sdp: offer, tracks });
    expect((await guest.next('publisherAnswer')).sdp).toMatch(/^v=0/);
    hostClient.send({ type: 'moveToAudience', participantId: joined.self.id });
    expect(await hostClient.next('error')).toMatchObject({ code: 'STAGE_NOT_LARGE_MEETING' });
    hostClient.send({ type: 'audienceChat', enabled: false });
    expect(await hostClient.next('error')).toMatchObject({ code: 'STAGE_NOT_LARGE_MEETING' });
    guest.send({ type: 'chat', text: 'as always' });
    expect((await hostClient.next('chat')).message.text).toBe('as always');
  });
});
