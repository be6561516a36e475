import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { createMeeting, getMeeting, guestJoinUrl, hostJoinUrl } from './support/room-setup';
import { useProHostApp } from './support/pro-host-app';

// Time and the room: the status job ends a meeting past its end only once its room has been empty
// for 10 minutes (it asks the room service whether anyone is in), and the plan's duration closes it.
describe('the room over time', () => {
  const setup = useProHostApp();

  it('keeps an occupied meeting open past its end, and ends it 10 minutes after the room emptied', async () => {
    const meeting = await createMeeting(setup.app, setup.host);
    const client = await SignalClient.join(setup.app, await hostJoinUrl(setup.app, setup.host, meeting.id));
    await client.next('joined');
    expect((await getMeeting(setup.app, setup.host, meeting.id)).status).toBe('active');

    setup.clock.advance(3 * 60 * 60_000); // well past the scheduled end, within the Pro plan's 24 hours
    await setup.app.meetings.sweep();
    expect((await getMeeting(setup.app, setup.host, meeting.id)).status).toBe('active');

    client.send({ type: 'leave' });
    await client.closed;
    setup.clock.advance(9 * 60_000);
    await setup.app.meetings.sweep();
    expect((await getMeeting(setup.app, setup.host, meeting.id)).status).toBe('active');
    setup.clock.advance(2 * 60_000);
    await setup.app.meetings.sweep();
    expect((await getMeeting(setup.app, setup.host, meeting.id)).status).toBe('ended');
  });

  it('lets a participant whose join token has expired back in with its resume key, and nobody else', async () => {
    const meeting = await createMeeting(setup.app, setup.host, { isPublic: true });
    const hostClient = await SignalClient.join(setup.app, await hostJoinUrl(setup.app, setup.host, meeting.id));
    await hostClient.next('joined');
    const url = await guestJoinUrl(setup.app, meeting.id, 'Lena Long', uniqueEmail('long'));
    const guest = await SignalClient.join(setup.app, url);
    const joined = await guest.next('joined');

    setup.clock.advance(20 * 60_000); // the 15-minute join token has expired during the meeting
    guest.drop();
    const back = await SignalClient.join(setup.app, url, { resumeKey: joined.resumeKey });
    expect((await back.next('joined')).self.id).toBe(joined.self.id);

    const stranger = await SignalClient.join(setup.app, url);
    expect(await stranger.next('refused')).toMatchObject({ reason: 'invalid-token' });
    const guessing = await SignalClient.join(setup.app, url, { resumeKey: 'not-the-key' });
    expect(await guessing.next('refused')).toMatchObject({ reason: 'invalid-token' });
  });

  it("warns 5 minutes before a Free plan's 40 minutes are up, then closes the room and ends the meeting", async () => {
    const freeHost = await signUp(setup.app, uniqueEmail('free'), 'Fay Free');
    const meeting = await createMeeting(setup.app, freeHost, { isPublic: true });
    const hostClient = await SignalClient.join(setup.app, await hostJoinUrl(setup.app, freeHost, meeting.id));
    const closesAt = (await hostClient.next('joined')).room.closesAt!;
    const startedAt = (await getMeeting(setup.app, freeHost, meeting.id)).startedAt!;
    expect(Date.parse(closesAt) - Date.parse(startedAt)).toBe(40 * 60_000);

    // The room re-reads its meeting at every join: a guest arriving 36 minutes in sees the warning too.
    setup.clock.advance(36 * 60_000);
    const guest = await SignalClient.join(
      setup.app,
      await guestJoinUrl(setup.app, meeting.id, 'Gus', uniqueEmail('g')),
    );
    await guest.next('joined');
    expect(await hostClient.next('timeWarning')).toEqual({ type: 'timeWarning', closesAt });
    expect(await guest.next('timeWarning')).toEqual({ type: 'timeWarning', closesAt });

    setup.clock.advance(5 * 60_000);
    const late = await SignalClient.join(setup.app, await guestJoinUrl(setup.app, meeting.id, 'Lou', uniqueEmail('l')));
    expect(await late.next('refused')).toMatchObject({ reason: 'ended' });
    for (const client of [hostClient, guest]) {
      expect(await client.next('roomEnded')).toMatchObject({ reason: 'time-limit' });
    }
    expect(hostClient.received.filter((m) => m.type === 'timeWarning')).toHaveLength(1);
    await expect.poll(async () => (await getMeeting(setup.app, freeHost, meeting.id)).status).toBe('ended');
  });
});
