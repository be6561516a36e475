import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting/meetings';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Decision record 020: the dashboard reads every meeting through GET /meetings' filters, so each filter is
// checked here on both dialects: time overlap (planned and actual), status, text, order, owner-only.
describe.each(testDialects)('GET /meetings filters on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;
  let other: SignedIn;
  let base: number;

  const at = (offset: number) => new Date(base + offset).toISOString();
  const create = async (who: SignedIn, title: string, start: number, end: number) => {
    const reply = await test.app.inject({
      method: 'POST',
      url: api,
      headers: who.headers,
      payload: { title, startTime: at(start), endTime: at(end) },
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().data as { id: string; meetingId: string };
  };
  const post = async (id: string, action: 'start' | 'end') => {
    const reply = await test.app.inject({ method: 'POST', url: `${api}/${id}/${action}`, headers: host.headers });
    expect(reply.statusCode).toBe(200);
  };
  const list = (query: string, who: SignedIn = host) =>
    test.app.inject({ method: 'GET', url: `${api}?${query}`, headers: who.headers });
  const titles = async (query: string, who: SignedIn = host) => {
    const reply = await list(query, who);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json().data as { title: string }[]).map((meeting) => meeting.title);
  };
  const range = (from: number, to: number) =>
    `from=${encodeURIComponent(at(from))}&to=${encodeURIComponent(at(to))}&sort=start`;

  let design: { id: string; meetingId: string };

  /**
   * Five meetings of the host and one of someone else, with base = the clock's start:
   * - Design review: planned +24h..+25h, scheduled
   * - Budget sync: planned +72h..+73h, scheduled
   * - Held early: planned +7d..+7d1h, but started at +0 and ended at +5m
   * - Ran late: planned -3h..-2h, but started at +5m and ended at +65m
   * - Live now: planned +10m..+70m, started early at +5m, still active
   * - Other's review (another organizer): planned like Design review
   */
  beforeEach(async () => {
    clock = new TestClock();
    base = clock.now().getTime();
    test = await startTestApp(dialect, { clock });
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    other = await signUp(test.app, uniqueEmail('other'), 'Otto Other');
    design = await create(host, 'Design review', DAY, DAY + HOUR);
    await create(host, 'Budget sync', 3 * DAY, 3 * DAY + HOUR);
    const early = await create(host, 'Held early', 7 * DAY, 7 * DAY + HOUR);
    const late = await create(host, 'Ran late', -3 * HOUR, -2 * HOUR);
    const live = await create(host, 'Live now', 10 * MINUTE, 70 * MINUTE);
    await create(other, 'Other’s review', DAY, DAY + HOUR);
    await post(early.id, 'start');
    clock.advance(5 * MINUTE);
    await post(early.id, 'end');
    await post(late.id, 'start');
    await post(live.id, 'start');
    clock.advance(60 * MINUTE);
    await post(late.id, 'end');
  });
  afterEach(async () => test.close());

  it('keeps the old default: every meeting, latest start first, ten a page', async () => {
    const reply = (await list('')).json();
    expect(reply.data.map((meeting: { title: string }) => meeting.title)).toEqual([
      'Held early',
      'Budget sync',
      'Design review',
      'Live now',
      'Ran late',
    ]);
    expect(reply.pagination).toEqual({ page: 1, pageSize: 10, total: 5 });
  });

  it('keeps meetings whose planned or actual time overlaps [from, to), ends excluded', async () => {
    expect(await titles(range(DAY - HOUR, DAY + 2 * HOUR))).toEqual(['Design review']);
    // Touching is not overlapping: the range from Design review's end to Budget sync's start is empty.
    expect(await titles(range(DAY + HOUR, 3 * DAY))).toEqual([]);
    // Planned times count after the meeting was held at another time...
    expect(await titles(range(-150 * MINUTE, -135 * MINUTE))).toEqual(['Ran late']);
    expect(await titles(range(7 * DAY + 30 * MINUTE, 7 * DAY + 40 * MINUTE))).toEqual(['Held early']);
    // ...and so do the times it really ran: held early from +0 to +5m, ran late until +65m.
    expect(await titles(range(MINUTE, 2 * MINUTE))).toEqual(['Held early']);
    expect(await titles(range(30 * MINUTE, 40 * MINUTE))).toEqual(['Ran late', 'Live now']);
    // Either bound alone.
    expect(await titles(`from=${encodeURIComponent(at(70 * MINUTE))}&sort=start`)).toEqual([
      'Design review',
      'Budget sync',
      'Held early',
    ]);
    expect(await titles(`to=${encodeURIComponent(at(0))}`)).toEqual(['Ran late']);
    // An offset is the same instant as its UTC form.
    const plusThree = new Date(base + 30 * MINUTE + 3 * HOUR).toISOString().replace('Z', '+03:00');
    const toPlusThree = new Date(base + 40 * MINUTE + 3 * HOUR).toISOString().replace('Z', '+03:00');
    expect(
      await titles(`from=${encodeURIComponent(plusThree)}&to=${encodeURIComponent(toPlusThree)}&sort=start`),
    ).toEqual(['Ran late', 'Live now']);
  });

  it('filters by one or more statuses, comma-separated or repeated, with live and all kept', async () => {
    expect(await titles('status=scheduled&sort=start')).toEqual(['Design review', 'Budget sync']);
    expect(await titles('status=active')).toEqual(['Live now']);
    expect(await titles('status=live')).toEqual(['Live now']);
    expect(await titles('status=scheduled,active&sort=start')).toEqual(['Live now', 'Design review', 'Budget sync']);
    expect(await titles('status=ended&status=scheduled&sort=start')).toEqual([
      'Ran late',
      'Design review',
      'Budget sync',
      'Held early',
    ]);
    expect(await titles('status=ended,%20active&status=scheduled')).toHaveLength(5);
    expect(await titles('status=all')).toHaveLength(5);
    expect(await titles('status=ended,all')).toHaveLength(5);
    const bad = await list('status=scheduled,archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toMatch(/^status/);
  });

  it('searches title and meeting code with q (search is the older name), the text taken literally', async () => {
    expect(await titles('q=REVIEW')).toEqual(['Design review']);
    expect(await titles(`q=${design.meetingId.toLowerCase()}`)).toEqual(['Design review']);
    expect(await titles('search=review')).toEqual(['Design review']);
    expect(await titles('q=%25')).toEqual([]);
    expect(await titles('q=_')).toEqual([]);
    expect((await list(`q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('sorts by start or by when the meeting ended (or is planned to end), both ways, and pages', async () => {
    expect(await titles('sort=start')).toEqual(['Ran late', 'Live now', 'Design review', 'Budget sync', 'Held early']);
    expect(await titles('sort=-start')).toEqual(['Held early', 'Budget sync', 'Design review', 'Live now', 'Ran late']);
    expect(await titles('sort=-end')).toEqual(['Budget sync', 'Design review', 'Live now', 'Ran late', 'Held early']);
    expect(await titles('sort=end')).toEqual(['Held early', 'Ran late', 'Live now', 'Design review', 'Budget sync']);
    // Recent's order: the meeting that ended last comes first, whatever its planned start.
    expect(await titles('status=ended&sort=-end')).toEqual(['Ran late', 'Held early']);
    expect((await list('sort=title')).statusCode).toBe(400);

    const page2 = (await list('status=scheduled,active&sort=start&pageSize=2&page=2')).json();
    expect(page2.data.map((meeting: { title: string }) => meeting.title)).toEqual(['Budget sync']);
    expect(page2.pagination).toEqual({ page: 2, pageSize: 2, total: 3 });
  });

  it('lists only the caller’s own meetings, whatever the filters, and needs a sign-in', async () => {
    const overlapping = range(DAY - HOUR, DAY + 2 * HOUR);
    expect(await titles(overlapping, other)).toEqual(['Other’s review']);
    expect(await titles('q=review', other)).toEqual(['Other’s review']);
    expect(await titles('status=scheduled', other)).toEqual(['Other’s review']);
    expect((await test.app.inject({ method: 'GET', url: `${api}?${overlapping}` })).statusCode).toBe(401);
  });

  it('refuses malformed, reversed or far-off bounds with the field at fault', async () => {
    const fieldOf = async (query: string) => {
      const reply = await list(query);
      expect(reply.statusCode).toBe(400);
      return reply.json().errors[0].field;
    };
    expect(await fieldOf('from=yesterday')).toBe('from');
    expect(await fieldOf(`to=${encodeURIComponent('2026-01-01T00:00:00.1234567891Z')}`)).toBe('to');
    expect(await fieldOf(`from=${encodeURIComponent(at(HOUR))}&to=${encodeURIComponent(at(HOUR))}`)).toBe('to');
    expect(await fieldOf(`from=${encodeURIComponent(at(HOUR))}&to=${encodeURIComponent(at(0))}`)).toBe('to');
    expect(await fieldOf('from=1800-01-01T00:00:00Z')).toBe('from');
    expect(await fieldOf('to=2999-01-01T00:00:00Z')).toBe('to');
    // Wide is fine: a calendar may look years back.
    expect(await titles('from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z')).toHaveLength(5);
  });
});
