// Longer than 250 lines because the calendar feed checks share one host, one feed server and one set
// of helpers: recurrences and zones in slots, keeping and removing feeds, the sealed address kept out
// of replies and logs, refresh and failures, the address rules, and the booking form's time check.
import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { calendar, dateOnly, utc, vevent, vtimezone, wall } from './support/feed-calendar';
import { startFeedServer, type FeedServer } from './support/feed-server';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

// External calendars on booking pages (docs/product.md, 'Booking pages'; decision record 069): the
// events of the host's iCalendar feeds are busy times, read through the guarded reader, kept in the
// database and read again every few minutes; and the public form's signed time check.

const api = '/api/VideoMeeting';
const zone = 'Europe/Berlin';
const nineToFive = [{ start: '09:00', end: '17:00' }];
const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, nineToFive]),
);
const onEnv = { FETCH_ALLOW_PRIVATE_ADDRESSES: 'on', BOOKING_FEED_REFRESH_MINUTES: '0.02', FETCH_TIMEOUT_SECONDS: '1' };

class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString('utf8');
    done();
  }
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(testDialects)('booking calendar feeds on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;
  let feeds: FeedServer;
  let clock: TestClock;
  let log: LogCapture;
  /** The first day the tests look at: a week from now, Berlin time. */
  let day0: DateTime;
  const at = (dayOffset: number, hour: number, minute = 0) => day0.plus({ days: dayOffset }).set({ hour, minute });

  const call = (options: InjectOptions & { who?: SignedIn }) =>
    test.app.inject({ ...options, url: `${api}${options.url}`, headers: options.who?.headers });
  const availability = (extra: Record<string, unknown> = {}) =>
    call({
      method: 'PUT',
      url: '/availability',
      who: host,
      payload: { timeZone: zone, weeklyHours: everyDay, minimumNoticeMinutes: 0, horizonDays: 60, ...extra },
    });
  const feedList = async () => (await call({ method: 'GET', url: '/availability', who: host })).json().data.feeds;
  /** The Berlin wall-clock starts (`HH:mm`) of the day's free slots. */
  const startsOn = async (dayOffset: number) => {
    const from = encodeURIComponent(at(dayOffset, 0).toUTC().toISO()!);
    const to = encodeURIComponent(
      at(dayOffset + 1, 0)
        .toUTC()
        .toISO()!,
    );
    const reply = await call({ method: 'GET', url: `/book/hana-host/call/slots?from=${from}&to=${to}` });
    expect(reply.statusCode).toBe(200);
    return (reply.json().data.slots as Array<{ start: string }>).map((slot) =>
      DateTime.fromISO(slot.start).setZone(zone).toFormat('HH:mm'),
    );
  };

  async function start(env: Record<string, string>) {
    clock = new TestClock();
    log = new LogCapture();
    test = await startTestApp(dialect, { env: { LOG_LEVEL: 'info', ...env }, clock, logTo: log });
    host = await signUp(test.app, uniqueEmail('hana'), 'Hana Host');
    day0 = DateTime.fromJSDate(clock.now()).setZone(zone).plus({ days: 7 }).startOf('day');
    expect((await availability()).statusCode).toBe(200);
    const type = { title: 'Call', slug: 'call', durationMinutes: 30 };
    expect((await call({ method: 'POST', url: '/booking-types', who: host, payload: type })).statusCode).toBe(201);
  }

  beforeEach(async () => {
    feeds = await startFeedServer();
  });
  afterEach(async () => {
    await test?.close();
    await feeds.close();
  });

  it('blocks the slots of a recurring event with a moved, a cancelled and an excluded instance, in the zones the file names', async () => {
    await start(onEnv);
    const tz = (time: DateTime) => `TZID=${time.zoneName}:${wall(time)}`;
    const newYork = at(0, 11).setZone('America/New_York');
    const tokyo = at(2, 15).setZone('Asia/Tokyo');
    feeds.routes.set('/cal.ics', {
      calendar: calendar(
        vtimezone('Europe/Berlin'),
        vtimezone('America/New_York'),
        // Every day at 10:00 from the day before, six times; the fourth day's is excluded.
        vevent(
          'series',
          `DTSTART;${tz(at(-1, 10))}`,
          `DTEND;${tz(at(-1, 11))}`,
          'RRULE:FREQ=DAILY;COUNT=6',
          `EXDATE;${tz(at(3, 10))}`,
        ),
        // Day 0's instance moved to 13:00; day 1's cancelled.
        vevent('series', `RECURRENCE-ID;${tz(at(0, 10))}`, `DTSTART;${tz(at(0, 13))}`, `DTEND;${tz(at(0, 14))}`),
        vevent(
          'series',
          `RECURRENCE-ID;${tz(at(1, 10))}`,
          `DTSTART;${tz(at(1, 10))}`,
          `DTEND;${tz(at(1, 11))}`,
          'STATUS:CANCELLED',
        ),
        // Marked free: not busy.
        vevent('free', `DTSTART:${utc(at(0, 15))}`, `DTEND:${utc(at(0, 16))}`, 'TRANSP:TRANSPARENT'),
        // 11:00 Berlin written in New York time (the file defines the zone), 15:00 Berlin in Tokyo time (it does not).
        vevent('ny', `DTSTART;${tz(newYork)}`, `DTEND;${tz(newYork.plus({ hours: 1 }))}`),
        vevent('tokyo', `DTSTART;${tz(tokyo)}`, `DTEND;${tz(tokyo.plus({ minutes: 30 }))}`),
        // A whole day off on day 4.
        vevent('all-day', `DTSTART;VALUE=DATE:${dateOnly(at(4, 0))}`, `DTEND;VALUE=DATE:${dateOnly(at(5, 0))}`),
      ),
    });
    const saved = await availability({ feeds: [{ url: `${feeds.origin}/cal.ics` }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.feeds).toEqual([
      { id: expect.any(String), maskedUrl: `${feeds.origin}/…`, lastReadAt: expect.any(String), lastError: null },
    ]);

    const day0Starts = await startsOn(0);
    expect(day0Starts).toContain('10:00'); // moved away
    expect(day0Starts).not.toContain('13:00'); // moved here
    expect(day0Starts).not.toContain('13:30');
    expect(day0Starts).toContain('14:00');
    expect(day0Starts).toContain('15:00'); // transparent
    expect(day0Starts).not.toContain('11:00'); // New York
    expect(day0Starts).not.toContain('11:30');
    expect(day0Starts).toContain('12:00');
    expect(await startsOn(1)).toContain('10:00'); // cancelled instance
    const day2 = await startsOn(2);
    expect(day2).not.toContain('10:00'); // an ordinary instance
    expect(day2).not.toContain('15:00'); // Tokyo
    expect(day2).toContain('15:30');
    expect(await startsOn(3)).toContain('10:00'); // excluded
    expect(await startsOn(4)).toEqual([]); // all day
    expect(await startsOn(5)).toHaveLength(16);

    // The booking-time check sees the feed too.
    const booked = await call({
      method: 'POST',
      url: '/book/hana-host/call/bookings',
      payload: { start: at(2, 10).toUTC().toISO(), name: 'Bea', email: uniqueEmail('bea'), timeZone: zone },
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().code).toBe('SLOT_TAKEN');
  });

  it('keeps a feed by its id, adds one by its address, removes what is left off; the address is sealed, masked and never logged', async () => {
    await start(onEnv);
    const secret = `private-${Date.now().toString(36)}abc`;
    feeds.routes.set(`/${secret}/basic.ics`, {
      calendar: calendar(vevent('one', `DTSTART:${utc(at(0, 9))}`, `DTEND:${utc(at(0, 10))}`)),
    });
    const first = await availability({
      feeds: [{ url: `${feeds.origin}/${secret}/basic.ics` }, { url: `${feeds.origin}/${secret}/missing.ics` }],
    });
    expect(first.statusCode).toBe(200);
    const [good, missing] = first.json().data.feeds;
    expect(good).toMatchObject({ maskedUrl: `${feeds.origin}/…`, lastError: null });
    expect(missing).toMatchObject({ lastReadAt: null, lastError: 'FEED_HTTP_ERROR' });
    expect(first.body).not.toContain(secret);
    expect(await startsOn(0)).not.toContain('09:00');

    const rows = await test.app.services.database.db.selectFrom('booking_feeds').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sealed_url).toMatch(/^v1\./);
      expect(row.sealed_url).not.toContain(secret);
      expect(Buffer.from(row.sealed_url.split('.')[2]!, 'base64url').toString('latin1')).not.toContain(secret);
    }

    // Saving without `feeds` leaves them; `{ id }` keeps one without its address; the other goes.
    expect((await availability({ horizonDays: 30 })).json().data.feeds).toHaveLength(2);
    const kept = await availability({ feeds: [{ id: good.id }] });
    expect(kept.json().data.feeds).toEqual([expect.objectContaining({ id: good.id, lastError: null })]);
    expect(await startsOn(0)).not.toContain('09:00');
    const unknown = await availability({ feeds: [{ id: 'not-mine' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'feeds.0.id' })]);
    const notAnAddress = await availability({ feeds: [{ url: 'ftp://example.com/cal.ics' }] });
    expect(notAnAddress.statusCode).toBe(400);
    expect((await availability({ feeds: [] })).json().data.feeds).toEqual([]);
    expect(await startsOn(0)).toContain('09:00');

    // The failed read was logged, by the feed's id and reason, without the address.
    expect(log.text).toContain('calendar feed read failed');
    expect(log.text).toContain('FEED_HTTP_ERROR');
    expect(log.text).not.toContain(secret);
  });

  it('reads a feed again every few minutes; a failed read keeps the last good busy times and records why', async () => {
    await start(onEnv);
    const first = calendar(vevent('a', `DTSTART:${utc(at(0, 9))}`, `DTEND:${utc(at(0, 10))}`));
    feeds.routes.set('/cal.ics', { calendar: first });
    await availability({ feeds: [{ url: `${feeds.origin}/cal.ics` }] });
    expect(await startsOn(0)).not.toContain('09:00');

    feeds.routes.set('/cal.ics', {
      calendar: calendar(vevent('b', `DTSTART:${utc(at(0, 11))}`, `DTEND:${utc(at(0, 12))}`)),
    });
    clock.advance(2 * 60_000);
    const changed = await until(
      () => startsOn(0),
      (starts) => starts.includes('09:00'),
      'the new read',
    );
    expect(changed).not.toContain('11:00');

    feeds.routes.set('/cal.ics', { status: 500 });
    clock.advance(2 * 60_000);
    const [failed] = await until(feedList, (list) => list[0]?.lastError === 'FEED_HTTP_ERROR', 'the failed read');
    expect(failed.lastReadAt).not.toBeNull();
    expect(await startsOn(0)).not.toContain('11:00');
  });

  it('records a feed that does not answer in time, one too large and one that is no calendar', async () => {
    await start(onEnv);
    feeds.routes.set('/silent.ics', { silent: true });
    feeds.routes.set('/huge.ics', { bytes: 6 * 1024 * 1024 });
    feeds.routes.set('/page.ics', { calendar: '<html>Sign in</html>' });
    const saved = await availability({
      feeds: [
        { url: `${feeds.origin}/silent.ics` },
        { url: `${feeds.origin}/huge.ics` },
        { url: `webcal://127.0.0.1:${new URL(feeds.origin).port}/page.ics` },
      ],
    });
    // webcal:// is read as https://, which this plain server does not speak: unreachable; the http one is no calendar.
    expect(saved.json().data.feeds.map((feed: { lastError: string }) => feed.lastError)).toEqual([
      'FEED_TIMEOUT',
      'FEED_TOO_LARGE',
      'FEED_UNREACHABLE',
    ]);
    const page = await availability({ feeds: [{ url: `${feeds.origin}/page.ics` }] });
    expect(page.json().data.feeds).toEqual([expect.objectContaining({ lastError: 'FEED_NOT_CALENDAR' })]);
  });

  it('refuses 127.0.0.1 and 10.0.0.0/8 unless FETCH_ALLOW_PRIVATE_ADDRESSES is on', async () => {
    await start({ BOOKING_FEED_REFRESH_MINUTES: '0.02', FETCH_TIMEOUT_SECONDS: '1' });
    feeds.routes.set('/cal.ics', {
      calendar: calendar(vevent('a', `DTSTART:${utc(at(0, 9))}`, `DTEND:${utc(at(0, 10))}`)),
    });
    const saved = await availability({
      feeds: [{ url: `${feeds.origin}/cal.ics` }, { url: 'http://10.20.30.40/cal.ics' }],
    });
    expect(saved.json().data.feeds.map((feed: { lastError: string }) => feed.lastError)).toEqual([
      'FEED_ADDRESS_NOT_ALLOWED',
      'FEED_ADDRESS_NOT_ALLOWED',
    ]);
    expect(feeds.reads.get('/cal.ics') ?? 0).toBe(0);
    expect(await startsOn(0)).toContain('09:00');
  });
});

describe.each(testDialects)('the booking form time check on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  const bookAt = (start: DateTime, formToken?: string, slug = 'call') =>
    test.app.inject({
      method: 'POST',
      url: `${api}/book/form-host/${slug}/bookings`,
      payload: { start: start.toUTC().toISO(), name: 'Bea', email: uniqueEmail('bea'), timeZone: zone, formToken },
    });

  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock });
    const host = await signUp(test.app, uniqueEmail('form'), 'Form Host');
    const put = (url: string, payload: unknown) =>
      test.app.inject({
        method: url === '/availability' ? 'PUT' : 'POST',
        url: `${api}${url}`,
        payload: payload as never,
        headers: host.headers,
      });
    await put('/availability', { timeZone: zone, weeklyHours: everyDay, minimumNoticeMinutes: 0 });
    await put('/booking-types', { title: 'Call', slug: 'call', durationMinutes: 30 });
    await put('/booking-types', { title: 'Other', slug: 'other', durationMinutes: 30 });
  });
  afterEach(async () => test.close());

  it('refuses a form sent within seconds of reading the page, or with a token altered, of another page or a day old', async () => {
    const day = DateTime.fromJSDate(clock.now()).setZone(zone).plus({ days: 7 }).startOf('day');
    const page = await test.app.inject(`${api}/book/form-host/call`);
    const { formToken } = page.json().data;
    expect(formToken).toEqual(expect.any(String));

    const fast = await bookAt(day.set({ hour: 9 }), formToken);
    expect(fast.statusCode).toBe(400);
    expect(fast.json()).toMatchObject({ code: 'BOOKING_FORM_TOO_FAST', errors: [{ field: 'formToken' }] });

    clock.advance(5_000);
    const altered = formToken.slice(0, -1) + (formToken.endsWith('0') ? '1' : '0');
    expect((await bookAt(day.set({ hour: 9 }), altered)).json().code).toBe('BOOKING_FORM_EXPIRED');
    expect((await bookAt(day.set({ hour: 9 }), 'nonsense')).json().code).toBe('BOOKING_FORM_EXPIRED');
    expect((await bookAt(day.set({ hour: 9 }), formToken, 'other')).json().code).toBe('BOOKING_FORM_EXPIRED');
    expect((await bookAt(day.set({ hour: 9 }), formToken)).statusCode).toBe(201);
    // API callers send no token and are not checked.
    expect((await bookAt(day.set({ hour: 10 }))).statusCode).toBe(201);

    clock.advance(25 * 60 * 60_000);
    const old = await bookAt(day.set({ hour: 11 }), formToken);
    expect(old.statusCode).toBe(400);
    expect(old.json().code).toBe('BOOKING_FORM_EXPIRED');
  });
});
