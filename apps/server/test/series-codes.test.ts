import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { DAY, MINUTE, moveClockTo } from './support/reminders';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

// One code per series (docs/product.md, 'Recurring meetings'; decision record 057): a series code
// resolves, each time it is used, to the live occurrence, else the next one whose join window is
// open; the room link endpoint answers without sign-in and tells only public fields.

const api = '/api/VideoMeeting';
const CODE_SHAPE = /^[A-Z]{3}-\d{4}-\d{6}$/;

interface MeetingReply {
  id: string;
  meetingId: string;
  seriesId: string | null;
  seriesCode: string | null;
  startTime: string;
}

describe.each(testDialects)('series codes on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;

  beforeEach(async () => {
    clock = new TestClock();
    // The status job would end meetings as the clock jumps; these steps say when things end.
    test = await startTestApp(dialect, { clock, env: { MEETING_SWEEP_MS: '3600000', SESSION_TTL_DAYS: '90' } });
    host = await signUp(test.app, uniqueEmail('sam'), 'Sam Series');
  });
  afterEach(async () => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: object) =>
    test.app.inject({ method, url: `${api}${url}`, headers: who?.headers, ...(payload ? { payload } : {}) });
  const inMs = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  const guestJoin = (code: string) =>
    call('POST', `/meetings/${code}/join`, undefined, { guestName: 'Gina Guest', guestEmail: 'gina@example.test' });
  const roomOf = async (code: string) => {
    const reply = await call('GET', `/meetings/${code}/room`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  };
  /** The meeting code a join URL's room path names. */
  const roomCodeOf = (url: string) => decodeURIComponent(/\/room\/([^#]+)#token=/.exec(url)![1]!);

  async function dailySeries(count: number): Promise<MeetingReply[]> {
    const start = inMs(2 * DAY);
    const created = await call('POST', '/meetings', host, {
      title: 'Daily stand-up',
      startTime: start,
      endTime: new Date(Date.parse(start) + 30 * MINUTE).toISOString(),
      recurrence: { timeZone: 'UTC', frequency: 'daily', count },
    });
    expect(created.statusCode, created.body).toBe(201);
    const seriesId = created.json().data.seriesId as string;
    return (await call('GET', `/meetings/series/${seriesId}`, host)).json().data as MeetingReply[];
  }

  it('gives every occurrence its series code, unique and of the meeting codes’ shape; single meetings have none', async () => {
    const one = await dailySeries(3);
    const other = await dailySeries(2);
    const code = one[0]!.seriesCode!;
    expect(code).toMatch(CODE_SHAPE);
    expect(one.every((meeting) => meeting.seriesCode === code)).toBe(true);
    expect(other[0]!.seriesCode).not.toBe(code);
    expect(one.map((meeting) => meeting.meetingId)).not.toContain(code);
    const single = await call('POST', '/meetings', host, {
      title: 'Once',
      startTime: inMs(DAY),
      endTime: inMs(DAY + 60 * MINUTE),
    });
    expect(single.json().data.seriesCode).toBeNull();
  });

  it('resolves at join time: not open yet, the open one, the live one, cancelled skipped, and over after the last', async () => {
    const [o1, o2, o3, o4] = await dailySeries(4);
    const code = o1!.seriesCode!;

    // Two days ahead: nothing is open; the next start is said, to the room page and to joins.
    expect(await roomOf(code)).toMatchObject({ state: 'not-open-yet', seriesCode: code, meeting: { id: o1!.id } });
    const early = await guestJoin(code);
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'SERIES_NOT_OPEN_YET',
      params: { startTime: o1!.startTime, id: o1!.id, meetingId: o1!.meetingId },
    });
    expect(early.json().message).toContain(o1!.startTime);

    // Within the first one's window: the series code opens it, for a guest and for the host.
    moveClockTo(clock, Date.parse(o1!.startTime) - 20 * MINUTE);
    expect(await roomOf(code.toLowerCase())).toMatchObject({ state: 'open', meeting: { id: o1!.id } });
    const guest = await guestJoin(code);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(roomCodeOf(guest.json().data)).toBe(o1!.meetingId);
    const hosting = await call('GET', `/meetings/${code}/join-url`, host);
    expect(hosting.statusCode, hosting.body).toBe(200);
    expect(roomCodeOf(hosting.json().data)).toBe(o1!.meetingId);

    // A live occurrence comes before one whose window is merely open.
    expect((await call('POST', `/meetings/${o3!.id}/start`, host)).statusCode).toBe(200);
    expect(await roomOf(code)).toMatchObject({ state: 'open', meeting: { id: o3!.id, status: 'active' } });
    expect(roomCodeOf((await guestJoin(code)).json().data)).toBe(o3!.meetingId);
    expect((await call('POST', `/meetings/${o3!.id}/end`, host)).statusCode).toBe(200);

    // The first is held and ends; the second is cancelled: the series code passes over both (and the ended third).
    expect((await call('POST', `/meetings/${o1!.id}/start`, host)).statusCode).toBe(200);
    expect((await call('POST', `/meetings/${o1!.id}/end`, host)).statusCode).toBe(200);
    const cancelled = await call('POST', `/meetings/${o2!.id}/cancel?scope=occurrence`, host, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    moveClockTo(clock, Date.parse(o2!.startTime) - 10 * MINUTE);
    expect(await roomOf(code)).toMatchObject({ state: 'not-open-yet', meeting: { id: o4!.id } });
    expect((await guestJoin(code)).json()).toMatchObject({ code: 'SERIES_NOT_OPEN_YET', params: { id: o4!.id } });

    moveClockTo(clock, Date.parse(o4!.startTime) - 5 * MINUTE);
    expect(roomCodeOf((await guestJoin(code)).json().data)).toBe(o4!.meetingId);
    // Each occurrence's own code works as before: the open one joins, an ended one says so.
    expect(roomCodeOf((await guestJoin(o4!.meetingId)).json().data)).toBe(o4!.meetingId);
    expect((await guestJoin(o1!.meetingId)).json().code).toBe('MEETING_ENDED');
    expect(await roomOf(o1!.meetingId)).toMatchObject({ state: 'open', seriesCode: null, meeting: { id: o1!.id } });

    expect((await call('POST', `/meetings/${o4!.id}/start`, host)).statusCode).toBe(200);
    expect((await call('POST', `/meetings/${o4!.id}/end`, host)).statusCode).toBe(200);
    expect(await roomOf(code)).toEqual({ state: 'over', seriesCode: code, title: 'Daily stand-up' });
    const over = await guestJoin(code);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('SERIES_OVER');
    expect((await call('GET', `/meetings/${code}/join-url`, host)).json().code).toBe('SERIES_OVER');
  });

  it('answers the room link without sign-in, with public fields only, and 404 for an unknown code', async () => {
    const [first] = await dailySeries(2);
    const invitee = uniqueEmail('ivy');
    const sent = await call('POST', '/invitations/send', host, {
      meetingId: first!.id,
      inviteeEmail: invitee,
      inviteeName: 'Ivy Invitee',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    moveClockTo(clock, Date.parse(first!.startTime) - 10 * MINUTE);
    const reply = await call('GET', `/meetings/${first!.seriesCode}/room`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, data: { state: 'open', meeting: { id: first!.id } } });
    expect(reply.body).not.toContain(invitee);
    expect(reply.body).not.toContain(host.user.email);
    expect(Object.keys(reply.json().data.meeting)).not.toContain('organizerEmail');

    const unknown = await call('GET', '/meetings/ZZZ-2026-000000/room');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'MEETING_NOT_FOUND' });
    expect((await guestJoin('ZZZ-2026-000000')).statusCode).toBe(404);
  });

  it('keeps the series code for the part a "from this occurrence on" edit splits off', async () => {
    const [, second] = await dailySeries(3);
    const edited = await call('PATCH', `/meetings/${second!.id}`, host, {
      title: 'Renamed stand-up',
      scope: 'following',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const split = edited.json().data as MeetingReply;
    expect(split.seriesId).not.toBe(second!.seriesId);
    expect(split.seriesCode).toBe(second!.seriesCode);
  });
});
