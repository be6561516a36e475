// Longer than 250 lines because the booking journey's API checks share one host, one type and one set
// of helpers: slots and busy times, booking and its e-mails, races, the token's reschedule and cancel.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredMail } from '#server/modules/mail/dev-mailbox.ts';
import { testDialects } from './support/databases';
import { productMail } from './support/product-mailbox';
import { setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

// Booking pages through the real API (docs/product.md, 'Booking pages'): a host's type and hours,
// the public page and its slots, booking (a meeting and an accepted invitation through those modules,
// e-mails to both sides), no double booking, and the booker's token to move or cancel.

const api = '/api/VideoMeeting';
const zone = 'Europe/Berlin';
const nineToFive = [{ start: '09:00', end: '17:00' }];
const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, nineToFive]),
);

/** An instant at a wall-clock time in Berlin a week from now. */
const berlin = (hour: number, minute = 0) =>
  DateTime.now().setZone(zone).plus({ days: 7 }).startOf('day').set({ hour, minute }).toUTC().toISO()!;
const dayWindow = () => {
  const day = DateTime.now().setZone(zone).plus({ days: 7 }).startOf('day');
  return `from=${encodeURIComponent(day.toUTC().toISO()!)}&to=${encodeURIComponent(day.plus({ days: 1 }).toUTC().toISO()!)}`;
};

async function mailsTo(app: FastifyInstance, email: string, count: number): Promise<StoredMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await productMail(app)).filter((mail) => mail.to === email);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${count} mails not sent to ${email}: ${mails.map((m) => m.subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDialects)('booking pages on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;
  let addressCount = 0;

  const call = (app: FastifyInstance, options: InjectOptions & { who?: SignedIn }) =>
    app.inject({ ...options, url: `${api}${options.url}`, headers: options.who?.headers });
  const get = (url: string, who?: SignedIn) => call(test.app, { method: 'GET', url, who });
  const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown, who?: SignedIn) =>
    call(test.app, { method, url, payload: payload as never, who });
  const bookingBody = (start: string, extra: Record<string, unknown> = {}) => ({
    start,
    name: 'Bea Booker',
    email: uniqueEmail('bea'),
    timeZone: 'America/New_York',
    ...extra,
  });
  const book = (app: FastifyInstance, body: Record<string, unknown>, slug = 'holiday') =>
    app.inject({
      method: 'POST',
      url: `${api}/book/hana-host/${slug}/bookings`,
      payload: body,
      // Each visitor from an address of their own: the per-address limit is tested on its own.
      remoteAddress: `198.51.100.${(addressCount++ % 250) + 1}`,
    });
  const slotStarts = async (app = test.app) => {
    const reply = await app.inject(`${api}/book/hana-host/holiday/slots?${dayWindow()}`);
    expect(reply.statusCode).toBe(200);
    return (reply.json().data.slots as Array<{ start: string }>).map((slot) => Date.parse(slot.start));
  };

  beforeEach(async () => {
    test = await startTestApp(dialect);
    host = await signUp(test.app, uniqueEmail('hana'), 'Hana Host');
    const availability = { timeZone: zone, weeklyHours: everyDay, minimumNoticeMinutes: 0, horizonDays: 60 };
    expect((await send('PUT', '/availability', availability, host)).statusCode).toBe(200);
    const type = {
      title: 'Holiday planning call',
      slug: 'holiday',
      durationMinutes: 30,
      description: 'Plan a trip',
      questions: [{ id: 'where', label: 'Where to?', kind: 'short' }],
    };
    expect((await send('POST', '/booking-types', type, host)).statusCode).toBe(201);
  });
  afterEach(async () => test.close());

  it('gives the host a handle from their name, the type its url, and the public page no host e-mail', async () => {
    const me = await get('/guest/me', host);
    expect(me.json().data).toMatchObject({ email: host.user.email, bookingHandle: 'hana-host' });
    const types = (await get('/booking-types', host)).json().data;
    expect(types).toEqual([
      expect.objectContaining({ slug: 'holiday', url: '/book/hana-host/holiday', durationMinutes: 30 }),
    ]);
    const page = await get('/book/hana-host/holiday');
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      title: 'Holiday planning call',
      host: { name: 'Hana Host', initials: 'HH' },
    });
    expect(page.body).not.toContain(host.user.email);
    expect((await get('/book/hana-host/nothing')).json()).toMatchObject({
      success: false,
      code: 'BOOKING_TYPE_NOT_FOUND',
    });
  });

  it('refuses a Free host a type longer than 40 minutes, a taken link, and bad input in the envelope', async () => {
    const long = await send('POST', '/booking-types', { title: 'Long', slug: 'long', durationMinutes: 60 }, host);
    expect(long.statusCode).toBe(403);
    expect(long.json()).toMatchObject({ code: 'BOOKING_TYPE_TOO_LONG', errors: [{ field: 'durationMinutes' }] });
    const again = await send('POST', '/booking-types', { title: 'Again', slug: 'holiday', durationMinutes: 30 }, host);
    expect(again.json()).toMatchObject({ code: 'BOOKING_SLUG_TAKEN', errors: [{ field: 'slug' }] });
    const bad = await send('POST', '/booking-types', { title: 'Bad', slug: 'Not A Slug!', durationMinutes: 10 }, host);
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['durationMinutes', 'slug']);
    await setPlan(test.app, host.user.email, 'pro');
    expect(
      (await send('POST', '/booking-types', { title: 'Long', slug: 'long', durationMinutes: 60 }, host)).statusCode,
    ).toBe(201);
  });

  it('answers slots as UTC instants of the Berlin hours, minus a meeting the host organizes and one they accepted', async () => {
    expect(await slotStarts()).toContain(Date.parse(berlin(10)));
    const meeting = await send('POST', '/meetings', { title: 'Own', startTime: berlin(10), endTime: berlin(11) }, host);
    expect(meeting.statusCode).toBe(201);
    const olga = await signUp(test.app, uniqueEmail('olga'), 'Olga Other');
    const theirs = (
      await send('POST', '/meetings', { title: 'Theirs', startTime: berlin(14), endTime: berlin(15) }, olga)
    ).json().data;
    const invitation = (
      await send(
        'POST',
        '/invitations/send',
        { meetingId: theirs.id, inviteeEmail: host.user.email, inviteeName: 'Hana' },
        olga,
      )
    ).json().data;
    // Pending, it does not count; accepted, it does.
    expect(await slotStarts()).toContain(Date.parse(berlin(14)));
    expect(
      (await send('POST', '/invitations/respond', { invitationId: invitation.id, response: 'accept' }, host))
        .statusCode,
    ).toBe(200);
    const starts = await slotStarts();
    expect(starts).not.toContain(Date.parse(berlin(10)));
    expect(starts).not.toContain(Date.parse(berlin(10, 30)));
    expect(starts).not.toContain(Date.parse(berlin(14)));
    expect(starts).toContain(Date.parse(berlin(11)));
    expect(starts).toContain(Date.parse(berlin(9)));

    const wide = await get(`/book/hana-host/holiday/slots?from=2027-01-01T00:00:00Z&to=2027-03-05T00:00:00Z`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ field: 'to' }] });
  });

  it('books: a meeting with the booker accepted, e-mails to both sides, the slot gone, SLOT_TAKEN for the next', async () => {
    const body = bookingBody(berlin(10), { answers: { where: 'Lisbon' }, note: 'Two adults' });
    const reply = await book(test.app, body);
    expect(reply.statusCode).toBe(201);
    const created = reply.json().data;
    expect(created).toMatchObject({
      start: new Date(berlin(10)).toISOString(),
      status: 'confirmed',
      hostName: 'Hana Host',
    });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(reply.body).not.toContain(host.user.email);

    const [booking] = (await get('/bookings', host)).json().data;
    expect(booking).toMatchObject({
      bookerEmail: body.email,
      answers: { where: 'Lisbon' },
      answered: [{ label: 'Where to?', answer: 'Lisbon' }],
      status: 'confirmed',
    });
    const meeting = (await get(`/meetings/${booking.meetingId}`, host)).json().data;
    expect(meeting).toMatchObject({ title: 'Holiday planning call', startTime: new Date(berlin(10)).toISOString() });
    const invitations = (await get(`/invitations/meeting/${booking.meetingId}`, host)).json().data;
    expect(invitations).toEqual([expect.objectContaining({ inviteeEmail: body.email, status: 'accepted' })]);

    const hostMails = await mailsTo(test.app, host.user.email, 2);
    const notice = hostMails.find((mail) => mail.subject.startsWith('New booking:'))!;
    const hostFile = notice.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
    expect(hostFile.content).toContain(
      `DTSTART:${DateTime.fromISO(berlin(10)).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`,
    );
    expect(notice.text).toContain('Where to?');
    expect(notice.text).toContain('Lisbon');
    expect(notice.text).toContain(body.email);
    // One e-mail to the booker (queued before the host's notice): the invitation with its calendar
    // file, whose button joins by the booking's token and whose links move or cancel it.
    const bookerMails = await mailsTo(test.app, body.email as string, 1);
    expect(bookerMails).toHaveLength(1);
    const [invitationMail] = bookerMails;
    expect(invitationMail!.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
    for (const page of ['join', 'reschedule', 'cancel'])
      expect(invitationMail!.text).toContain(`/bookings/${created.token}/${page}`);
    expect(invitationMail!.html).toContain(`/bookings/${created.token}/join`);

    expect(await slotStarts()).not.toContain(Date.parse(berlin(10)));
    const second = await book(test.app, bookingBody(berlin(10)));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: 'SLOT_TAKEN' });
    const offGrid = await book(test.app, bookingBody(berlin(10, 7)));
    expect(offGrid.json().code).toBe('SLOT_TAKEN');
  });

  it('refuses a filled honeypot and bad fields in the envelope, and limits bookings per address', async () => {
    const trap = await book(test.app, bookingBody(berlin(11), { website: 'http://spam.example' }));
    expect(trap.statusCode).toBe(400);
    expect(trap.json().errors).toEqual([expect.objectContaining({ field: 'website' })]);
    const bad = await book(test.app, bookingBody('tomorrow', { email: 'nope', timeZone: 'Mars/Base' }));
    expect(
      bad
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['email', 'start', 'timeZone']);
    const from = { remoteAddress: '203.0.113.9' };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await test.app.inject({
        method: 'POST',
        url: `${api}/book/hana-host/holiday/bookings`,
        payload: bookingBody(berlin(9, 0)),
        ...from,
      });
      codes.push(reply.statusCode);
    }
    expect(codes[0]).toBe(201);
    expect(codes.at(-1)).toBe(429);
  });

  it('moves and cancels by the token; a wrong token is unknown', async () => {
    const body = bookingBody(berlin(10));
    const { token } = (await book(test.app, body)).json().data;
    expect((await get(`/bookings/${token}`)).json().data).toMatchObject({ status: 'confirmed', slug: 'holiday' });
    expect((await get(`/bookings/${'x'.repeat(22)}`)).json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    expect((await send('POST', `/bookings/${'x'.repeat(22)}/cancel`, {})).statusCode).toBe(404);

    const moved = await send('POST', `/bookings/${token}/reschedule`, { start: berlin(12) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.start).toBe(new Date(berlin(12)).toISOString());
    const [booking] = (await get('/bookings', host)).json().data;
    const meeting = (await get(`/meetings/${booking.meetingId}`, host)).json().data;
    expect(meeting.startTime).toBe(new Date(berlin(12)).toISOString());
    const starts = await slotStarts();
    expect(starts).toContain(Date.parse(berlin(10)));
    expect(starts).not.toContain(Date.parse(berlin(12)));
    // The booker's calendar got the update (the invitation e-mail again, with a calendar file and the
    // booking's links): one e-mail for the move, none of its own from the booking module.
    await mailsTo(test.app, host.user.email, 3);
    const updated = await mailsTo(test.app, body.email as string, 2);
    expect(updated).toHaveLength(2);
    expect(updated.every((mail) => mail.attachments.some((a) => a.contentType.startsWith('text/calendar')))).toBe(true);
    expect(updated[1]!.text).toContain(`/bookings/${token}/reschedule`);

    const cancelled = await send('POST', `/bookings/${token}/cancel`, { reason: 'Trip postponed' });
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect((await get(`/meetings/${booking.meetingId}`, host)).json().data.cancelledAt).toEqual(expect.any(String));
    expect((await send('POST', `/bookings/${token}/reschedule`, { start: berlin(13) })).json().code).toBe(
      'BOOKING_CANCELLED',
    );
    expect(await slotStarts()).toContain(Date.parse(berlin(12)));
    // The sign-up code, the new booking, the move, the cancellation.
    const hostMails = await mailsTo(test.app, host.user.email, 4);
    expect(
      hostMails.some((mail) => mail.subject.startsWith('Booking cancelled:') && mail.text.includes('Trip postponed')),
    ).toBe(true);
    // The invitation, the update, the cancellation (without the links of a booking that is no more).
    const bookerMails = await mailsTo(test.app, body.email as string, 3);
    expect(bookerMails).toHaveLength(3);
    const cancellation = bookerMails.find((mail) => mail.subject.startsWith('Cancelled:'))!;
    expect(cancellation.text).not.toContain(`/bookings/${token}/`);
  });

  it(`lets exactly one of 20 simultaneous bookings of one slot through${dialect === 'postgres' ? ', across two app instances' : ''}`, async () => {
    const second = dialect === 'postgres' ? await startTestApp(dialect, { database: test.database }) : undefined;
    try {
      const apps = second ? [test.app, second.app] : [test.app];
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => book(apps[i % apps.length]!, bookingBody(berlin(15)))),
      );
      const codes = replies.map((reply) => reply.statusCode).sort();
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(19);
      const bookings = (await get('/bookings', host)).json().data;
      expect(bookings).toHaveLength(1);
      const meetings = (await get('/meetings?pageSize=100', host)).json().data;
      expect(meetings).toHaveLength(1);
    } finally {
      await second?.close();
    }
  });
});
