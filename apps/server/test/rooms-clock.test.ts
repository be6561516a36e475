import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';
import { createMeeting, getMeeting, guestJoinUrl, hostJoinUrl, setPlan } from './support/room-setup';

// Time and the room: the status job ends a meeting past its end only once its room has been empty
// for 10 minutes (it asks the room service whether anyone is in), and the plan's duration closes it.
describe('the room over time', () => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;

  beforeAll(async () => {
    clock = new TestClock();
    test = await startTestApp('sqlite', { clock });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'pro');
  });
  afterAll(async () => test?.close());

  it('keeps an occupied meeting open past its end, and ends it 10 minutes after the room emptied', async () => {
    const meeting = await createMeeting(test.app, host);
    const client = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await client.next('joined');
    expect((await getMeeting(test.app, host, meeting.id)).status).toBe('active');

    clock.advance(3 * 60 * 60_000); // well past the scheduled end, within the Pro plan's 24 hours
    await test.app.meetings.sweep();
    expect((await getMeeting(test.app, host, meeting.id)).status).toBe('active');

    client.send({ type: 'leave' });
    await client.closed;
    clock.advance(9 * 60_000);
    await test.app.meetings.sweep();
    expect((await getMeeting(test.app, host, meeting.id)).status).toBe('active');
    clock.advance(2 * 60_000);
    await test.app.meetings.sweep();
    expect((await getMeeting(test.app, host, meeting.id)).status).toBe('ended');
  });

  it('lets a participant whose join token has expired back in with its resume key, and nobody else', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    const url = await guestJoinUrl(test.app, meeting.id, 'Lena Long', uniqueEmail('long'));
    const guest = await SignalClient.join(test.app, url);
    const joined = await guest.next('joined');

    clock.advance(20 * 60_000); // the 15-minute join token has expired during the meeting
    guest.drop();
    const back = await SignalClient.join(test.app, url, { resumeKey: joined.resumeKey });
    expect((await back.next('joined')).self.id).toBe(joined.self.id);

    const stranger = await SignalClient.join(test.app, url);
    expect(await stranger.next('refused')).toMatchObject({ reason: 'invalid-token' });
    const guessing = await SignalClient.join(test.app, url, { resumeKey: 'not-the-key' });
    expect(await guessing.next('refused')).toMatchObject({ reason: 'invalid-token' });
  });

  it("warns 5 minutes before a Free plan's 40 minutes are up, then closes the room and ends the meeting", async () => {
    const freeHost = await signUp(test.app, uniqueEmail('free'), 'Fay Free');
    const meeting = await createMeeting(test.app, freeHost, { isPublic: true });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, freeHost, meeting.id));
    const closesAt = (await hostClient.next('joined')).room.closesAt!;
    const startedAt = (await getMeeting(test.app, freeHost, meeting.id)).startedAt!;
    expect(Date.parse(closesAt) - Date.parse(startedAt)).toBe(40 * 60_000);

    // The room re-reads its meeting at every join: a guest arriving 36 minutes in sees the warning too.
    clock.advance(36 * 60_000);
    const guest = await SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, 'Gus', uniqueEmail('g')));
    await guest.next('joined');
    expect(await hostClient.next('timeWarning')).toEqual({ type: 'timeWarning', closesAt });
    expect(await guest.next('timeWarning')).toEqual({ type: 'timeWarning', closesAt });

    clock.advance(5 * 60_000);
    const late = await SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, 'Lou', uniqueEmail('l')));
    expect(await late.next('refused')).toMatchObject({ reason: 'ended' });
    for (const client of [hostClient, guest]) {
      expect(await client.next('roomEnded')).toMatchObject({ reason: 'time-limit' });
    }
    expect(hostClient.received.filter((m) => m.type === 'timeWarning')).toHaveLength(1);
    await expect.poll(async () => (await getMeeting(test.app, freeHost, meeting.id)).status).toBe('ended');
  });
});
