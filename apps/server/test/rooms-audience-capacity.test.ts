import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@vm/contracts';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders } from './support/test-config';

/** The audience this node placed on each media server, as the operator's /metrics counts it. */
async function audienceOnServers(test: TestApp): Promise<number[]> {
  const text = (await test.app.inject({ url: '/metrics', headers: operatorHeaders })).body;
  return [...text.matchAll(/^vm_media_server_audience\{[^}]*\} (\d+)$/gm)].map((match) => Number(match[1]));
}

// With one media server (the managed Janus) a large meeting's audience is capped at that server's
// capacity, MEDIA_SERVER_MAX_SUBSCRIBERS (docs/decisions/047): 2 here. Speakers are not
// counted. Spreading over two servers is e2e/media/stage-servers.media.ts.
describe('the audience capacity of one media server', () => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp('sqlite', { env: { MEDIA_SERVER_MAX_SUBSCRIBERS: '2' } });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'enterprise');
  });
  afterAll(async () => test?.close());

  const joinGuest = async (meeting: Meeting, name: string) =>
    SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, name, uniqueEmail('guest')));

  it('takes two audience members beside the host, says the audience is full to the third, and takes one again when a place frees', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, maxParticipants: 200 });
    expect(meeting.largeMeeting).toBe(true);
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    expect((await hostClient.next('joined')).self.stageRole).toBe('speaker');

    const first = await joinGuest(meeting, 'Ada Audience');
    const second = await joinGuest(meeting, 'Ben Audience');
    expect((await first.next('joined')).self.stageRole).toBe('audience');
    expect((await second.next('joined')).self.stageRole).toBe('audience');
    expect(await audienceOnServers(test)).toEqual([2]);

    const third = await joinGuest(meeting, 'Cem Audience');
    expect(await third.next('refused')).toMatchObject({
      reason: 'audience-full',
      message: expect.stringMatching(/audience is full/i),
    });
    expect(third.received.some((message) => message.type === 'joined')).toBe(false);

    first.send({ type: 'leave' });
    await expect.poll(() => audienceOnServers(test)).toEqual([1]);
    const fourth = await joinGuest(meeting, 'Dia Audience');
    expect((await fourth.next('joined')).self.stageRole).toBe('audience');
    expect(await audienceOnServers(test)).toEqual([2]);
    for (const client of [hostClient, second, fourth]) client.close();
  });

  it("does not count a normal meeting's people against it", async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true, maxParticipants: 10 });
    expect(meeting.largeMeeting).toBe(false);
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    const guests = await Promise.all(['Eli', 'Fay', 'Gus'].map((name) => joinGuest(meeting, `${name} Guest`)));
    for (const guest of guests) expect((await guest.next('joined')).self.stageRole).toBe('speaker');
    for (const client of [hostClient, ...guests]) client.close();
  });
});
