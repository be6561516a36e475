import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyJoinToken } from '../src/modules/meetings/join-token';
import { testDialects } from './support/databases';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting/meetings';
const MINUTE = 60_000;

describe.each(testDialects)('meetings API on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;

  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
  });
  afterEach(async () => test.close());

  const at = (minutesFromNow: number) => new Date(clock.now().getTime() + minutesFromNow * MINUTE).toISOString();
  const create = (body: Record<string, unknown>, who: SignedIn = host) =>
    test.app.inject({
      method: 'POST',
      url: api,
      headers: who.headers,
      payload: { title: 'Weekly sync', startTime: at(60), endTime: at(120), ...body },
    });
  const created = async (body: Record<string, unknown> = {}, who: SignedIn = host) => {
    const reply = await create(body, who);
    expect(reply.statusCode).toBe(201);
    return reply.json().data;
  };
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: unknown) =>
    test.app.inject({ method, url, headers: who?.headers, payload: payload as never });
  const inviteRow = async (meetingId: string, email: string, status = 'pending') =>
    test.app.services.database.db
      .insertInto('invitations')
      .values({
        id: `inv-${Math.random().toString(36).slice(2)}`,
        meeting_id: meetingId,
        invitee_name: 'Ivy Invitee',
        invitee_email: email,
        invitee_phone: null,
        personal_message: null,
        status,
        invited_at: at(0),
        responded_at: null,
        response_note: null,
        last_sent_at: null,
      })
      .execute();
  const tokenOf = (url: string) =>
    verifyJoinToken(
      test.app.services.secretKey,
      new URL(url, 'http://localhost').hash.replace('#token=', ''),
      clock.now().getTime(),
    );

  it('creates a meeting with a human code, a room URL without a token, defaults and the real organizer', async () => {
    const reply = await create({ description: ' Agenda ' });
    expect(reply.statusCode).toBe(201);
    const meeting = reply.json().data;
    expect(meeting.meetingId).toMatch(/^[A-Z]{3}-\d{4}-\d{6}$/);
    expect(meeting.meetingUrl).toMatch(new RegExp(`/room/${meeting.meetingId}$`));
    expect(meeting).toMatchObject({
      title: 'Weekly sync',
      description: 'Agenda',
      status: 'scheduled',
      maxParticipants: 100,
      isPublic: false,
      meetingType: 'video',
      organizerId: host.user.id,
      organizerName: 'Hana Host',
      organizerEmail: host.user.email,
      organizerType: 'guest',
      participantLimit: 2,
      durationLimitMinutes: 40,
      startedAt: null,
      endedAt: null,
    });
    expect(meeting.startTime).toMatch(/\.\d{3}Z$/);
  });

  it('accepts offsets and answers in UTC', async () => {
    const meeting = await created({ startTime: '2030-01-01T12:00:00+03:00', endTime: '2030-01-01T13:30:00+03:00' });
    expect(meeting.startTime).toBe('2030-01-01T09:00:00.000Z');
    expect(meeting.endTime).toBe('2030-01-01T10:30:00.000Z');
  });

  it('rejects bad input with 400 and field errors, and no token with 401', async () => {
    const bad = await create({ title: '', endTime: at(30), maxParticipants: 0 });
    expect(bad.statusCode).toBe(400);
    const fields = bad
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['endTime', 'maxParticipants', 'title']);
    expect(bad.json().errors.find((e: { field: string }) => e.field === 'endTime').message).toBe(
      'End time must be after start time',
    );
    expect((await create({ startTime: 'tomorrow' })).json().errors[0].field).toBe('startTime');
    expect((await create({ title: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'POST', url: api, payload: {} })).statusCode).toBe(401);
  });

  it('lists only the organizer’s meetings, newest start first, paged, filtered and searched', async () => {
    const other = await signUp(test.app);
    await created({ title: 'Other’s', startTime: at(10), endTime: at(20) }, other);
    for (const [title, start] of [
      ['Alpha', 10],
      ['Beta', 300],
      ['Gamma', 200],
    ] as const) {
      await created({ title, startTime: at(start), endTime: at(start + 30) });
    }
    const page1 = (await call('GET', `${api}?page=1&pageSize=2`, host)).json();
    expect(page1.data.map((m: { title: string }) => m.title)).toEqual(['Beta', 'Gamma']);
    expect(page1.pagination).toEqual({ page: 1, pageSize: 2, total: 3 });
    const page2 = (await call('GET', `${api}?page=2&pageSize=2`, host)).json();
    expect(page2.data.map((m: { title: string }) => m.title)).toEqual(['Alpha']);

    const alpha = page2.data[0];
    await call('POST', `${api}/${alpha.id}/start`, host);
    const live = (await call('GET', `${api}?status=live`, host)).json();
    expect(live.data.map((m: { title: string }) => m.title)).toEqual(['Alpha']);
    const search = (await call('GET', `${api}?search=gam`, host)).json();
    expect(search.data.map((m: { title: string }) => m.title)).toEqual(['Gamma']);
    expect((await call('GET', `${api}?pageSize=1000`, host)).statusCode).toBe(400);
  });

  it('finds a meeting by id or code, and hides it from anyone else with 404', async () => {
    const meeting = await created();
    expect((await call('GET', `${api}/${meeting.id}`, host)).json().data.id).toBe(meeting.id);
    expect((await call('GET', `${api}/${meeting.meetingId.toLowerCase()}`, host)).json().data.id).toBe(meeting.id);
    const stranger = await signUp(test.app);
    const hidden = await call('GET', `${api}/${meeting.id}`, stranger);
    const missing = await call('GET', `${api}/no-such-meeting`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    for (const [method, path] of [
      ['PATCH', ''],
      ['POST', '/start'],
      ['POST', '/end'],
    ] as const) {
      expect(
        (
          await call(
            method,
            `${api}/${meeting.id}${path}`,
            stranger,
            method === 'PATCH' ? { title: 'Mine' } : undefined,
          )
        ).statusCode,
      ).toBe(404);
    }
  });

  it('edits until the meeting ends', async () => {
    const meeting = await created();
    const edited = await call('PATCH', `${api}/${meeting.meetingId}`, host, {
      title: 'Renamed',
      requireApproval: true,
      endTime: at(180),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Renamed', requireApproval: true, endTime: at(180) });
    const backwards = await call('PATCH', `${api}/${meeting.id}`, host, { endTime: at(30) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('endTime');
    await call('POST', `${api}/${meeting.id}/end`, host);
    expect((await call('PATCH', `${api}/${meeting.id}`, host, { title: 'Too late' })).statusCode).toBe(409);
  });

  it('keeps reminders on unless the organizer turns them off, at creation or later', async () => {
    expect((await created()).remindersEnabled).toBe(true);
    const quiet = await created({ remindersEnabled: false });
    expect(quiet.remindersEnabled).toBe(false);
    const retitled = await call('PATCH', `${api}/${quiet.id}`, host, { title: 'Still quiet' });
    expect(retitled.json().data.remindersEnabled).toBe(false);
    const on = await call('PATCH', `${api}/${quiet.id}`, host, { remindersEnabled: true });
    expect(on.json().data.remindersEnabled).toBe(true);
    expect((await create({ remindersEnabled: 'yes' })).statusCode).toBe(400);
  });

  it('starts, ends, refuses a restart, and expires pending invitations', async () => {
    const meeting = await created();
    await inviteRow(meeting.id, 'pending@example.test');
    await inviteRow(meeting.id, 'yes@example.test', 'accepted');
    const started = (await call('POST', `${api}/${meeting.id}/start`, host)).json();
    expect(started).toMatchObject({
      success: true,
      message: 'Meeting started!',
      data: { status: 'active', startedAt: clock.now().toISOString() },
    });
    clock.advance(5 * MINUTE);
    const ended = (await call('POST', `${api}/${meeting.id}/end`, host)).json();
    expect(ended).toMatchObject({
      message: 'Meeting ended',
      data: { status: 'ended', endedAt: clock.now().toISOString() },
    });
    const restart = await call('POST', `${api}/${meeting.id}/start`, host);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().message).toMatch(/cannot be started again/);
    const statuses = await test.app.services.database.db
      .selectFrom('invitations')
      .select(['invitee_email', 'status'])
      .orderBy('invitee_email')
      .execute();
    expect(statuses).toEqual([
      { invitee_email: 'pending@example.test', status: 'expired' },
      { invitee_email: 'yes@example.test', status: 'accepted' },
    ]);
  });

  it('gives join URLs by role: host, invitee in the window, 404 for strangers, 403 for someone else’s link', async () => {
    const meeting = await created({ startTime: at(45), endTime: at(100) });
    const hostUrl = (await call('GET', `${api}/${meeting.id}/join-url`, host)).json().data as string;
    // The app follows the link itself, so it stays on the caller's origin; meetingUrl is the shareable one.
    expect(hostUrl.split('#')[0]).toBe(`/room/${meeting.meetingId}`);
    expect(meeting.meetingUrl).toMatch(new RegExp(`^http://localhost:\\d+/room/${meeting.meetingId}$`));
    expect(tokenOf(hostUrl)).toMatchObject({ m: meeting.id, role: 'host', email: host.user.email, lobby: false });

    const invitee = await signUp(test.app, uniqueEmail('invitee'), 'Ivy Invitee');
    await inviteRow(meeting.id, invitee.user.email);
    const early = await call('GET', `${api}/${meeting.id}/join-url`, invitee);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/30 minutes/);
    clock.advance(16 * MINUTE);
    const inviteeUrl = (await call('GET', `${api}/${meeting.meetingId}/join-url`, invitee)).json().data;
    expect(tokenOf(inviteeUrl)).toMatchObject({ role: 'invitee', email: invitee.user.email, lobby: false });
    const forOther = await call('GET', `${api}/${meeting.id}/join-url?participantEmail=someone@example.test`, invitee);
    expect(forOther.statusCode).toBe(403);

    const stranger = await signUp(test.app);
    expect((await call('GET', `${api}/${meeting.id}/join-url`, stranger)).statusCode).toBe(404);

    const forInvitee = (
      await call('GET', `${api}/${meeting.id}/join-url?participantEmail=${invitee.user.email}`, host)
    ).json().data;
    expect(tokenOf(forInvitee)).toMatchObject({ role: 'invitee', name: 'Ivy Invitee', email: invitee.user.email });
    // A link to hand to someone else names the product's public address; one's own link stays relative.
    expect(forInvitee).toMatch(new RegExp(`^http://localhost:\\d+/room/${meeting.meetingId}#token=`));

    clock.advance(16 * MINUTE);
    expect(tokenOf(hostUrl)).toBeUndefined();
  });

  it('lets guests join a public meeting, and sends them to the lobby of a private one or when approval is on', async () => {
    const open = await created({ isPublic: true });
    const closed = await created({ isPublic: false });
    const approval = await created({ isPublic: true, requireApproval: true });
    const join = (id: string, body: Record<string, unknown> = { guestName: ' Gus ', guestEmail: 'Gus@Example.test' }) =>
      test.app.inject({ method: 'POST', url: `${api}/${id}/join`, payload: body });

    const guest = await join(open.meetingId);
    expect(guest.statusCode).toBe(200);
    expect(tokenOf(guest.json().data)).toMatchObject({
      role: 'guest',
      name: 'Gus',
      email: 'gus@example.test',
      lobby: false,
    });
    expect(tokenOf((await join(closed.id)).json().data)).toMatchObject({ lobby: true });
    expect(tokenOf((await join(approval.id)).json().data)).toMatchObject({ lobby: true });

    const invalid = await join(open.id, { guestName: '', guestEmail: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { field: string }) => e.field)).toEqual(['guestName', 'guestEmail']);
    expect((await join('ZZZ-2020-999')).statusCode).toBe(404);
    await call('POST', `${api}/${open.id}/end`, host);
    expect((await join(open.id)).statusCode).toBe(409);
  });

  it('counts stats with the real change against last month, cancelled meetings out of completed and the months', async () => {
    const a = await created();
    await created();
    const c = await created();
    const d = await created();
    await call('POST', `${api}/${a.id}/start`, host);
    // Ended before it began: cancelled, not completed.
    await call('POST', `${api}/${c.id}/end`, host);
    await call('POST', `${api}/${d.id}/start`, host);
    await call('POST', `${api}/${d.id}/end`, host);
    const now = clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 10)).toISOString();
    await created({ startTime: lastMonth, endTime: new Date(Date.parse(lastMonth) + 30 * MINUTE).toISOString() });
    const stats = (await call('GET', `${api}/stats`, host)).json().data;
    expect(stats).toMatchObject({
      totalMeetings: 5,
      activeMeetings: 1,
      scheduledMeetings: 2,
      completedMeetings: 1,
      lastMonthMeetings: 1,
    });
    expect(stats.thisMonthMeetings).toBeGreaterThanOrEqual(1);
    // A meeting two months ahead is not this month's.
    const later = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 10, 10)).toISOString();
    await created({ startTime: later, endTime: new Date(Date.parse(later) + 30 * MINUTE).toISOString() });
    const after = (await call('GET', `${api}/stats`, host)).json().data;
    expect(after.thisMonthMeetings).toBe(stats.thisMonthMeetings);
    expect(after.scheduledMeetings).toBe(3);
  });

  it('lists public live and upcoming meetings without sign-in and without the organizer’s e-mail', async () => {
    const upcoming = await created({ title: 'Open house', isPublic: true });
    await created({ title: 'Private', isPublic: false });
    const done = await created({ title: 'Done', isPublic: true });
    await call('POST', `${api}/${done.id}/end`, host);
    const reply = await test.app.inject(`${api}/public`);
    expect(reply.statusCode).toBe(200);
    const list = reply.json().data;
    expect(list.map((m: { title: string }) => m.title)).toEqual(['Open house']);
    expect(list[0]).toMatchObject({ id: upcoming.id, organizerName: 'Hana Host', maxParticipants: 2 });
    expect(reply.body).not.toContain(host.user.email);
  });

  it('reports recent activity newest first', async () => {
    const meeting = await created({ title: 'Tracked' });
    clock.advance(MINUTE);
    await call('POST', `${api}/${meeting.id}/start`, host);
    clock.advance(MINUTE);
    await call('POST', `${api}/${meeting.id}/end`, host);
    const activity = (await call('GET', `${api}/activity`, host)).json().data;
    expect(activity.map((a: { kind: string }) => a.kind)).toEqual([
      'meeting_ended',
      'meeting_started',
      'meeting_created',
    ]);
    expect(activity[0]).toMatchObject({
      meetingId: meeting.id,
      meetingCode: meeting.meetingId,
      meetingTitle: 'Tracked',
    });
  });

  it('ends missed meetings, live ones past their end with an empty room, and ones over the plan’s time', async () => {
    const missed = await created({ startTime: at(5), endTime: at(10) });
    const overrun = await created({ startTime: at(0), endTime: at(20) });
    const freeLimit = await created({ startTime: at(0), endTime: at(600) });
    await call('POST', `${api}/${overrun.id}/start`, host);
    await call('POST', `${api}/${freeLimit.id}/start`, host);
    const sweep = () => test.app.meetings.sweep();

    clock.advance(11 * MINUTE);
    expect(await sweep()).toBe(1);
    expect((await call('GET', `${api}/${missed.id}`, host)).json().data.status).toBe('ended');

    clock.advance(18 * MINUTE); // 29 min: overrun is 9 min past its end, not yet 10
    expect(await sweep()).toBe(0);
    clock.advance(2 * MINUTE);
    expect(await sweep()).toBe(1);
    expect((await call('GET', `${api}/${overrun.id}`, host)).json().data.status).toBe('ended');

    clock.advance(10 * MINUTE); // 41 min: the Free plan's 40 minutes are over
    expect(await sweep()).toBe(1);
    expect((await call('GET', `${api}/${freeLimit.id}`, host)).json().data.status).toBe('ended');
  });
});
