import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTwoNodes, type TwoNodes } from './support/two-nodes';
import type { TestApp } from './support/test-app';
import { createMeeting, guestJoinUrl, hostJoinUrl } from './support/room-setup';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

// Two nodes of one product in one process: two apps on one PostgreSQL schema and one Redis, each
// with its own managed Janus. A meeting's sockets reach different nodes; the room lives on one of
// them and the other relays (docs/decisions/029). The media test with three nodes behind nginx,
// browsers and a killed node is e2e/media/cluster.e2e.ts.
describe.skipIf(!redisUrl || !postgres)('a room across two nodes', () => {
  let first: TestApp;
  let second: TestApp;
  let host: SignedIn;
  let nodes: TwoNodes | undefined;

  beforeAll(async () => {
    nodes = await startTwoNodes(redisUrl!, 'pro');
    ({ first, second, host } = nodes);
  }, 60_000);
  afterAll(async () => nodes?.close());

  it('puts people on two nodes in one room: each sees the other, chat and host actions cross', async () => {
    const meeting = await createMeeting(first.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(first.app, await hostJoinUrl(first.app, host, meeting.id));
    const hostJoined = await hostClient.next('joined');
    const guest = await SignalClient.join(
      second.app,
      await guestJoinUrl(second.app, meeting.id, 'Gita Guest', uniqueEmail('guest')),
    );
    const guestJoined = await guest.next('joined');

    expect(guestJoined.participants.map((person) => person.id)).toEqual([hostJoined.self.id]);
    expect((await hostClient.next('participantJoined')).participant.name).toBe('Gita Guest');
    guest.send({ type: 'chat', text: 'hello from the other node' });
    expect((await hostClient.next('chat')).message.text).toBe('hello from the other node');
    hostClient.send({ type: 'muteParticipant', participantId: guestJoined.self.id });
    await guest.next('mutedByHost');

    // Ended from the dashboard through the node without the room: the room hears it and closes.
    const ended = await second.app.inject({
      method: 'POST',
      url: `/api/VideoMeeting/meetings/${meeting.id}/end`,
      headers: host.headers,
    });
    expect(ended.statusCode).toBe(200);
    expect((await guest.next('roomEnded')).reason).toBe('ended');
    expect((await hostClient.next('roomEnded')).reason).toBe('ended');
  });

  it('starts and stops a recording through the node without the room (the owner records)', async () => {
    const meeting = await createMeeting(first.app, host, { isPublic: true, allowRecording: true });
    const hostClient = await SignalClient.join(first.app, await hostJoinUrl(first.app, host, meeting.id));
    await hostClient.next('joined');
    const call = (action: 'start' | 'stop') =>
      second.app.inject({
        method: 'POST',
        url: `/api/VideoMeeting/meetings/${meeting.id}/recording/${action}`,
        headers: host.headers,
      });

    const started = await call('start');
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'recording' });
    expect((await hostClient.next('recordingChanged')).recording).toEqual({ startedAt: started.json().data.startedAt });
    const stopped = await call('stop');
    expect(stopped.json().data).toMatchObject({ status: 'processing' });
    expect((await hostClient.next('recordingChanged')).recording).toBeNull();
    hostClient.close();
  });

  it('hands the room to the other node when its node stops, without ending the meeting', async () => {
    const meeting = await createMeeting(first.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(first.app, await hostJoinUrl(first.app, host, meeting.id));
    await hostClient.next('joined');
    const joinUrl = await guestJoinUrl(second.app, meeting.id, 'Rio Relayed', uniqueEmail('guest'));
    const guest = await SignalClient.join(second.app, joinUrl);
    await guest.next('joined');

    // The first node drains (app.close is what SIGTERM runs): the relayed socket closes with 1012.
    await first.close();
    await guest.closed;
    expect(guest.closeCode).toBe(1012);

    // The guest comes back through the node that is left, which takes the room over.
    const back = await SignalClient.join(second.app, joinUrl);
    const rejoined = await back.next('joined');
    expect(rejoined.self.name).toBe('Rio Relayed');
    const meetingNow = await second.app.inject({
      method: 'GET',
      url: `/api/VideoMeeting/meetings/${meeting.id}`,
      headers: host.headers,
    });
    expect(meetingNow.json().data.status).toBe('active');
  });
});
