import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { productMail } from './support/product-mailbox';
import { guestJoinUrl } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { SignalClient } from './support/signal-client';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

// The booker joins by the booking's token (docs/product.md, 'Booking pages'; decision record 070):
// no account and no lobby, even where the host's approval holds everyone else back; the token opens
// its own meeting only, and nothing once the booking is cancelled.

const api = '/api/VideoMeeting';
const zone = 'Europe/Berlin';
const nineToFive = [{ start: '09:00', end: '17:00' }];
const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, nineToFive]),
);
/** An instant at a wall-clock time in Berlin a week from the clock's start. */
const berlin = (hour: number) =>
  DateTime.now().setZone(zone).plus({ days: 7 }).startOf('day').set({ hour }).toUTC().toISO()!;

describe.each(testDialects)('the booker joins by the booking token on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let host: SignedIn;
  let address = 0;

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, who?: SignedIn) =>
    test.app.inject({ method, url: `${api}${url}`, payload: payload as never, headers: who?.headers });
  const book = async (app: FastifyInstance, start: string, email = uniqueEmail('bea'), locale = 'en') => {
    const reply = await app.inject({
      method: 'POST',
      url: `${api}/book/hana-host/consult/bookings`,
      payload: { start, name: 'Bea Booker', email, timeZone: 'America/New_York', locale },
      remoteAddress: `198.51.100.${++address}`,
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().data.token as string;
  };
  const joinUrl = (token: string) => call('GET', `/bookings/${token}/join-url`);
  /** Moves the clock to ten minutes before `start`: the join window is open. */
  const openWindow = (start: string) => clock.advance(Date.parse(start) - clock.now().getTime() - 10 * 60_000);

  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock });
    host = await signUp(test.app, uniqueEmail('hana'), 'Hana Host');
    const availability = { timeZone: zone, weeklyHours: everyDay, minimumNoticeMinutes: 0, horizonDays: 60 };
    const put = await test.app.inject({
      method: 'PUT',
      url: `${api}/availability`,
      payload: availability,
      headers: host.headers,
    });
    expect(put.statusCode).toBe(200);
    // The host approves everyone else from the lobby; the meeting is private.
    const type = { title: 'Consultation', slug: 'consult', durationMinutes: 30, requireApproval: true };
    expect((await call('POST', '/booking-types', type, host)).statusCode).toBe(201);
  });
  afterEach(async () => test.close());

  it('lets the booker straight in, no account and no lobby, while a guest of the same meeting waits', async () => {
    const token = await book(test.app, berlin(10));
    const early = await joinUrl(token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, code: 'MEETING_NOT_OPEN_YET' });

    openWindow(berlin(10));
    const reply = await joinUrl(token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, message: 'Joining meeting...', errors: [] });
    const url = reply.json().data as string;
    const [booking] = (await call('GET', '/bookings', undefined, host)).json().data;
    const meeting = (await call('GET', `/meetings/${booking.meetingId}`, undefined, host)).json().data;
    expect(meeting.requireApproval).toBe(true);
    expect(url).toContain(`/room/${meeting.meetingId}#token=`);

    const booker = await SignalClient.join(test.app, url);
    const joined = await booker.next('joined');
    expect(joined.self).toMatchObject({ name: 'Bea Booker', role: 'invitee' });
    expect(booker.received.some((message) => message.type === 'lobby')).toBe(false);

    const guest = await SignalClient.join(test.app, await guestJoinUrl(test.app, meeting.id, 'Gus', uniqueEmail('g')));
    await guest.next('lobby');
    booker.close();
    guest.close();
  });

  it("opens only the booking's own meeting", async () => {
    const first = await book(test.app, berlin(10));
    const second = await book(test.app, berlin(11));
    openWindow(berlin(10));
    clock.advance(60 * 60_000);
    const firstUrl = (await joinUrl(first)).json().data as string;
    const secondUrl = (await joinUrl(second)).json().data as string;
    const codeOf = (url: string) => new URL(url, 'http://localhost').pathname.split('/').pop()!;
    expect(codeOf(firstUrl)).not.toBe(codeOf(secondUrl));
    // The first booking's room token, shown at the second booking's room, is refused.
    const stranger = await SignalClient.join(
      test.app,
      `/room/${codeOf(secondUrl)}${new URL(firstUrl, 'http://x').hash}`,
    );
    const refused = await stranger.next('refused');
    expect(refused.reason).toBe('invalid-token');
    expect(stranger.received.some((message) => message.type === 'joined')).toBe(false);
  });

  it('refuses a cancelled booking, by the booker or by the host, and an unknown token', async () => {
    const mine = await book(test.app, berlin(10));
    const hosts = await book(test.app, berlin(12));
    openWindow(berlin(10));
    expect((await joinUrl(mine)).statusCode).toBe(200);
    expect((await call('POST', `/bookings/${mine}/cancel`, {})).statusCode).toBe(200);
    const cancelled = await joinUrl(mine);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ success: false, code: 'BOOKING_CANCELLED' });

    const booking = (await call('GET', '/bookings', undefined, host))
      .json()
      .data.find((row: { start: string }) => row.start === new Date(berlin(12)).toISOString());
    const cancel = await test.app.inject({
      method: 'POST',
      url: `${api}/meetings/${booking.meetingId}/cancel`,
      payload: {},
      headers: host.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await joinUrl(hosts)).json()).toMatchObject({ code: 'BOOKING_CANCELLED' });
    expect((await joinUrl('x'.repeat(22))).statusCode).toBe(404);
  });

  it("sends the booker the host's own move with their links, in the language they booked in", async () => {
    const email = uniqueEmail('bea');
    const token = await book(test.app, berlin(10), email, 'tr');
    const [booking] = (await call('GET', '/bookings', undefined, host)).json().data;
    const moved = await test.app.inject({
      method: 'PATCH',
      url: `${api}/meetings/${booking.meetingId}`,
      payload: { startTime: berlin(13), endTime: new Date(Date.parse(berlin(13)) + 30 * 60_000).toISOString() },
      headers: host.headers,
    });
    expect(moved.statusCode).toBe(200);
    const deadline = Date.now() + 15_000;
    let mails = (await productMail(test.app)).filter((mail) => mail.to === email);
    while (mails.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      mails = (await productMail(test.app)).filter((mail) => mail.to === email);
    }
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Davet: Consultation',
      'Güncellenmiş davet: Consultation',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('Toplantıya katıl');
      expect(mail.text).toContain(`/bookings/${token}/join`);
      expect(mail.text).toContain(`/bookings/${token}/cancel`);
      // The invitation page asks for an account: the booker is sent to their booking's join instead.
      expect(mail.text).not.toContain('Daveti görüntüle ve yanıtla');
    }
  });
});
