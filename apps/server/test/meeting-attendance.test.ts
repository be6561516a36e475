import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation, MeetingAttendance } from '@vm/contracts';
import { testDialects } from './support/databases';
import { createMeeting, guestJoinUrl, hostJoinUrl, inviteeJoinUrl, setPlan } from './support/room-setup';
import { createAttendanceRepository } from '#server/modules/meetings/attendance/attendance-repository.ts';
import { attendeeOf } from '#server/modules/meetings/attendance/attendee.ts';
import { nextMailboxCode } from './support/mailbox-codes';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting';
/** The room writes attendance after it answers; the test waits for it (a deadline, not a speed). */
const settles = { timeout: 30_000, interval: 50 };

// Who came (docs/product.md, 'Attendance'): the room's joins and leaves become one row per person with
// the first join, the time in the room over every visit and how they came; the organizer alone reads it,
// as JSON or CSV, and an invitee who came is 'Attended' whatever they answered.
describe.each(testDialects)('attendance, on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;
  let invitee: SignedIn;

  beforeAll(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'pro');
    invitee = await signUp(test.app, uniqueEmail('invitee'), 'Ivy Invitee');
  });
  afterAll(async () => test?.close());

  const report = async (meetingId: string, who: SignedIn = host) => {
    const reply = await test.app.inject({ url: `${api}/meetings/${meetingId}/attendance`, headers: who.headers });
    return { status: reply.statusCode, body: reply.json() };
  };
  const entries = async (meetingId: string) => ((await report(meetingId)).body.data as MeetingAttendance).entries;
  const leave = async (client: SignalClient) => {
    client.send({ type: 'leave' });
    await client.closed;
  };

  it('lists each person once with their time in the room, and marks the invitee who came without answering', async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true });

    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    clock.advance(60_000);
    const inviteeClient = await SignalClient.join(test.app, await inviteeJoinUrl(test.app, host, invitee, meeting.id));
    await inviteeClient.next('joined');
    clock.advance(120_000);
    await leave(inviteeClient);
    await expect.poll(async () => (await entries(meeting.id)).length, settles).toBe(2);

    // A guest who comes twice with the same address, under a name a spreadsheet would run as a formula.
    const guestEmail = uniqueEmail('guest');
    for (let visit = 0; visit < 2; visit++) {
      const guest = await SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, '=1+2 Gus', guestEmail));
      await guest.next('joined');
      clock.advance(30_000);
      await leave(guest);
      await expect
        .poll(async () => (await entries(meeting.id)).find((entry) => entry.joinedVia === 'guest')?.inRoomNow, settles)
        .toBe(false);
    }

    const live = await entries(meeting.id);
    expect(live.map((entry) => [entry.name, entry.joinedVia, entry.inRoomNow])).toEqual([
      ['Hana Host', 'account', true],
      ['Ivy Invitee', 'invitation', false],
      ['=1+2 Gus', 'guest', false],
    ]);
    expect(live[0]!.lastLeftAt).toBeNull();
    expect(live[1]).toMatchObject({ email: invitee.user.email, secondsInRoom: 120 });
    expect(live[2]).toMatchObject({ email: guestEmail, secondsInRoom: 60, invitationId: null });
    expect(Date.parse(live[1]!.lastLeftAt!) - Date.parse(live[1]!.firstJoinedAt)).toBe(120_000);

    clock.advance(60_000);
    const ended = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings/${meeting.id}/end`,
      headers: host.headers,
    });
    expect(ended.statusCode).toBe(200);
    await expect.poll(async () => (await entries(meeting.id))[0]!.inRoomNow, settles).toBe(false);
    const after = await entries(meeting.id);
    // The host was there from the start to the end: 1 + 2 + 1 (guest's visits) + 1 minutes.
    expect(after[0]).toMatchObject({ name: 'Hana Host', secondsInRoom: 300, inRoomNow: false });

    const list = await test.app.inject({ url: `${api}/invitations/meeting/${meeting.id}`, headers: host.headers });
    const invitation = (list.json().data as Invitation[])[0]!;
    expect(invitation.attendedAt).toBe(after[1]!.firstJoinedAt);
    expect(after[1]!.invitationId).toBe(invitation.id);
    // Never answered: the status keeps its own meaning (the meeting ended, so it expired) beside attendedAt.
    expect(invitation.status).toBe('expired');
    const stats = await test.app.inject({
      url: `${api}/invitations/meeting/${meeting.id}/stats`,
      headers: host.headers,
    });
    expect(stats.json().data).toMatchObject({ total: 1, expired: 1, accepted: 0, attended: 1 });

    const csv = await test.app.inject({
      url: `${api}/meetings/${meeting.meetingId}/attendance?format=csv`,
      headers: host.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="attendance-${meeting.meetingId}.csv"`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Name,Email,Joined via,First joined (UTC),Last left (UTC),Minutes in room',
      `Hana Host,${host.user.email},account,${after[0]!.firstJoinedAt},${after[0]!.lastLeftAt},5`,
      `Ivy Invitee,${invitee.user.email},invitation,${after[1]!.firstJoinedAt},${after[1]!.lastLeftAt},2`,
      `'=1+2 Gus,${guestEmail},guest,${after[2]!.firstJoinedAt},${after[2]!.lastLeftAt},1`,
    ]);
  });

  it('answers only the organizer: someone else gets the missing meeting, nobody signed in a 401, a bad format a 400', async () => {
    const meeting = await createMeeting(test.app, host);
    expect(await report(meeting.id)).toMatchObject({ status: 200, body: { success: true, data: { entries: [] } } });
    expect(await report(meeting.id, invitee)).toMatchObject({
      status: 404,
      body: { success: false, code: 'MEETING_NOT_FOUND' },
    });
    const anonymous = await test.app.inject({ url: `${api}/meetings/${meeting.id}/attendance` });
    expect(anonymous.statusCode).toBe(401);
    const badFormat = await test.app.inject({
      url: `${api}/meetings/${meeting.id}/attendance?format=xls`,
      headers: host.headers,
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors).toContainEqual(expect.objectContaining({ field: 'format' }));
  });

  it("names the deleted user instead of a deleted account's name and address", async () => {
    const meeting = await createMeeting(test.app, host, { isPublic: true });
    const hostClient = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await hostClient.next('joined');
    const leaving = await signUp(test.app, uniqueEmail('leaving'), 'Lea Leaving');
    clock.advance(1_000); // the host first in the list
    const visitor = await SignalClient.join(test.app, await inviteeJoinUrl(test.app, host, leaving, meeting.id));
    await visitor.next('joined');
    await leave(visitor);
    await expect.poll(async () => (await entries(meeting.id))[1]?.inRoomNow, settles).toBe(false);

    const otpCode = await nextMailboxCode(test.app, leaving.user.email, () =>
      test.app.inject({ method: 'POST', url: `${api}/guest/delete/request`, headers: leaving.headers }),
    );
    const deleted = await test.app.inject({
      method: 'POST',
      url: `${api}/guest/delete`,
      headers: leaving.headers,
      payload: { otpCode },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await entries(meeting.id);
    expect(after[1]).toMatchObject({ name: 'Deleted user', joinedVia: 'invitation' });
    expect(after[1]!.email).toMatch(/@deleted\.invalid$/);
    expect(JSON.stringify(after)).not.toContain(leaving.user.email);
    await leave(hostClient);
  });

  it("counts a visit up to the later of two tabs' leaves, whichever is written first", async () => {
    const meeting = await createMeeting(test.app, host);
    const rows = createAttendanceRepository(test.app.services.database.db);
    const attendee = attendeeOf({ name: 'Tia Tabs', email: 'tia@example.test', joinKey: 'k' });
    const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 9, 0, second)).toISOString();
    await rows.joined(meeting.id, attendee, at(0));
    await rows.joined(meeting.id, attendee, at(10));
    await rows.left(meeting.id, attendee.key, at(50)); // the later leave, written first
    await rows.left(meeting.id, attendee.key, at(30));
    const [row] = await rows.list(meeting.id);
    expect(row).toMatchObject({ open_sessions: 0, seconds_in_room: 50, present_since: null });
    expect(new Date(row!.last_left_at!).toISOString()).toBe(at(50));
  });

  it("counts a second tab's join written after the first tab's leave once, from that leave on", async () => {
    const meeting = await createMeeting(test.app, host);
    const rows = createAttendanceRepository(test.app.services.database.db);
    const attendee = attendeeOf({ name: 'Lea Late', email: 'lea@example.test', joinKey: 'k' });
    const at = (second: number) => new Date(Date.UTC(2030, 0, 1, 9, 0, second)).toISOString();
    await rows.joined(meeting.id, attendee, at(0));
    await rows.left(meeting.id, attendee.key, at(30)); // the first tab's leave, written first
    await rows.joined(meeting.id, attendee, at(10)); // the second tab's join, which happened earlier
    await rows.left(meeting.id, attendee.key, at(50));
    const [row] = await rows.list(meeting.id);
    expect(row).toMatchObject({ open_sessions: 0, seconds_in_room: 50, present_since: null });

    await rows.joined(meeting.id, attendee, at(55)); // a later visit counts from its own join
    await rows.left(meeting.id, attendee.key, at(59));
    expect((await rows.list(meeting.id))[0]).toMatchObject({ seconds_in_room: 54 });
  });

  it('counts one person in two tabs once, and purges attendance 30 days after the meeting was deleted', async () => {
    const meeting = await createMeeting(test.app, host);
    const url = await hostJoinUrl(test.app, host, meeting.id);
    const first = await SignalClient.join(test.app, url);
    await first.next('joined');
    clock.advance(60_000);
    const second = await SignalClient.join(test.app, await hostJoinUrl(test.app, host, meeting.id));
    await second.next('joined');
    clock.advance(60_000);
    await leave(first);
    clock.advance(60_000);
    await leave(second);
    await expect.poll(async () => (await entries(meeting.id))[0]?.inRoomNow, settles).toBe(false);
    expect(await entries(meeting.id)).toMatchObject([{ name: 'Hana Host', secondsInRoom: 180 }]);

    const ended = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings/${meeting.id}/end`,
      headers: host.headers,
    });
    expect(ended.statusCode).toBe(200);
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `${api}/meetings/${meeting.id}`,
      headers: host.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const kept = () =>
      test.app.services.database.db
        .selectFrom('meeting_attendance')
        .select('name')
        .where('meeting_id', '=', meeting.id)
        .execute();
    clock.advance(29 * 24 * 60 * 60_000);
    await test.app.meetings.sweep();
    expect(await kept()).toEqual([{ name: 'Hana Host' }]);
    clock.advance(2 * 24 * 60 * 60_000);
    await test.app.meetings.sweep();
    expect(await kept()).toEqual([]);
  });
});
