import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeetingEvents } from '../src/modules/meetings/meeting-events';
import { testDialects } from './support/databases';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting';
const MINUTE = 60_000;

/**
 * The meetings module announces changes as domain events (decision record 054): a subscriber hears
 * them in order, the invitations module reacts to them (no call from meetings), and a check that
 * refuses stops the change before anything is saved.
 */
describe.each(testDialects)('meeting domain events on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;
  let heard: string[];

  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock, env: { DEV_MAILBOX: 'true' } });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    heard = [];
    const listen = (type: keyof MeetingEvents) =>
      test.app.meetings.events.on(type, (event) => {
        const id = 'meeting' in event ? event.meeting.id : 'meetingId' in event ? event.meetingId : '';
        heard.push(`${type} ${id}`);
      });
    for (const type of ['meeting.created', 'meeting.rescheduled', 'meeting.updated', 'meeting.started'] as const)
      listen(type);
    listen('meeting.ended');
    listen('meeting.cancelled');
  });
  afterEach(async () => test.close());

  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE).toISOString();
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    test.app.inject({ method, url: `${api}${url}`, headers: host.headers, payload: payload as never });

  it('announces created, rescheduled, updated, ended and cancelled in order, and invitations are cancelled through them', async () => {
    const meeting = (await call('POST', '/meetings', { title: 'Plan', startTime: at(60), endTime: at(120) })).json()
      .data;
    const sent = await call('POST', '/invitations/send', {
      meetingId: meeting.id,
      inviteeEmail: uniqueEmail('ivy'),
      inviteeName: 'Ivy',
    });
    expect(sent.statusCode).toBe(201);
    expect((await call('PATCH', `/meetings/${meeting.meetingId}`, { title: 'Plan B' })).statusCode).toBe(200);
    expect((await call('PATCH', `/meetings/${meeting.id}`, { allowChat: false })).statusCode).toBe(200);
    expect((await call('POST', `/meetings/${meeting.id}/end`)).statusCode).toBe(200);

    expect(heard).toEqual([
      `meeting.created ${meeting.id}`,
      `meeting.rescheduled ${meeting.id}`,
      `meeting.updated ${meeting.id}`,
      `meeting.updated ${meeting.id}`,
      `meeting.ended ${meeting.id}`,
      `meeting.cancelled ${meeting.id}`,
    ]);
    const invitation = (
      await test.app.inject({ method: 'GET', url: `${api}/invitations/${sent.json().data.id}` })
    ).json().data;
    // Ending a meeting that has not begun cancels it, and its invitations with it.
    expect(invitation.status).toBe('cancelled');
  });

  it('lets a check refuse a change of time before anything is saved, and announces nothing then', async () => {
    const meeting = (await call('POST', '/meetings', { title: 'Plan', startTime: at(60), endTime: at(120) })).json()
      .data;
    test.app.meetings.events.onCheck('meeting.rescheduling', () => {
      throw new Error('refused by a subscriber');
    });
    heard = [];
    const moved = await call('PATCH', `/meetings/${meeting.id}`, { startTime: at(90), endTime: at(150) });
    expect(moved.statusCode).toBe(500);
    expect(heard).toEqual([]);
    expect((await call('GET', `/meetings/${meeting.id}`)).json().data.startTime).toBe(meeting.startTime);
  });

  it('hands a journaled event over again after a restart when its delivery was cut short', async () => {
    const meeting = (await call('POST', '/meetings', { title: 'Plan', startTime: at(60), endTime: at(120) })).json()
      .data;
    const ivy = uniqueEmail('ivy');
    await call('POST', '/invitations/send', { meetingId: meeting.id, inviteeEmail: ivy, inviteeName: 'Ivy' });
    const updates = (app: TestApp['app']) =>
      app.services.mail.countSentSince(host.user.id, ['invitation-update'], new Date(0).toISOString());
    // The node dies while the move's reactions run: the request fails after the change was saved.
    test.app.meetings.events.on('meeting.rescheduled', () => {
      throw new Error('the node died here');
    });
    const moved = await call('PATCH', `/meetings/${meeting.id}`, { startTime: at(90), endTime: at(150) });
    expect(moved.statusCode).toBe(500);
    expect(await updates(test.app)).toBe(1);

    await test.app.close();
    // The same database (and, on SQLite, the same data directory) after a restart.
    const restarted = await startTestApp(dialect, {
      clock,
      // The status job would hand the entry over on its own; the test does it by hand.
      env: { DEV_MAILBOX: 'true', DATA_DIR: test.dataDir, MEETING_SWEEP_MS: '3600000' },
      ...(dialect === 'postgres' ? { database: test.database } : {}),
    });
    try {
      expect(await restarted.app.meetings.redeliver()).toEqual({ delivered: 0, failed: 0 });
      clock.advance(2 * MINUTE);
      expect(await restarted.app.meetings.redeliver()).toEqual({ delivered: 1, failed: 0 });
      // At least once: the invitee's calendar update went again, from the node that took over.
      expect(await updates(restarted.app)).toBe(2);
      expect(await restarted.app.meetings.redeliver()).toEqual({ delivered: 0, failed: 0 });
    } finally {
      await restarted.close();
    }
  });

  it('announces started once, from the meetings page or the room alike', async () => {
    const meeting = (await call('POST', '/meetings', { title: 'Plan', startTime: at(5), endTime: at(60) })).json().data;
    expect((await call('POST', `/meetings/${meeting.id}/start`)).statusCode).toBe(200);
    await test.app.meetings.startFromRoom(meeting.id, 'someone');
    expect(heard.filter((entry) => entry.startsWith('meeting.started'))).toEqual([`meeting.started ${meeting.id}`]);
  });
});
