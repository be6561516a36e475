import type { InjectOptions } from 'fastify';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

// The host's questions to visitors (decision record 068): stored with the booking type, checked on
// the public booking, shown to the host beside the booking and on the booked meeting's replies.

const api = '/api/VideoMeeting';
const zone = 'Europe/Istanbul';
const hours = [{ start: '09:00', end: '17:00' }];
const everyDay = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, hours]),
);
const questions = [
  { id: 'topic', label: 'What is it about?', kind: 'long', required: true },
  { id: 'plan', label: 'Which plan?', kind: 'choice', options: ['Basic', 'Premium'], required: true },
  { id: 'ref', label: 'Reference', kind: 'short' },
];
const inIstanbul = (hour: number) =>
  DateTime.now().setZone(zone).plus({ days: 5 }).startOf('day').set({ hour }).toUTC().toISO()!;

describe.each(testDialects)('booking questions on %s', (dialect) => {
  let test: TestApp;
  let host: SignedIn;
  let visitor = 0;
  const call = (options: InjectOptions & { who?: SignedIn }) =>
    test.app.inject({ ...options, url: `${api}${options.url}`, headers: options.who?.headers });
  const book = (start: string, answers: Record<string, string> | undefined) =>
    test.app.inject({
      method: 'POST',
      url: `${api}/book/hana-host/consult/bookings`,
      remoteAddress: `203.0.113.${++visitor}`,
      payload: {
        start,
        name: 'Bea Booker',
        email: uniqueEmail('bea'),
        phone: '+90 555 123 4567',
        note: 'See you then',
        timeZone: 'America/New_York',
        ...(answers ? { answers } : {}),
      },
    });

  beforeEach(async () => {
    test = await startTestApp(dialect);
    host = await signUp(test.app, uniqueEmail('hana'), 'Hana Host');
    const availability = { timeZone: zone, weeklyHours: everyDay, minimumNoticeMinutes: 0 };
    expect((await call({ method: 'PUT', url: '/availability', payload: availability, who: host })).statusCode).toBe(
      200,
    );
  });
  afterEach(async () => test?.close());

  const makeType = (extra: Record<string, unknown> = {}) =>
    call({
      method: 'POST',
      url: '/booking-types',
      who: host,
      payload: { title: 'Consultation', slug: 'consult', durationMinutes: 30, questions, ...extra },
    });

  it('refuses questions the contract does not allow', async () => {
    const cases = [
      [{ id: 'a', label: 'Pick', kind: 'choice', options: ['Only one'] }],
      [{ id: 'a', label: 'Text', kind: 'short', options: ['x', 'y'] }],
      [
        { id: 'a', label: 'One', kind: 'short' },
        { id: 'a', label: 'Two', kind: 'short' },
      ],
      Array.from({ length: 6 }, (_, n) => ({ id: `q${n}`, label: `Q${n}`, kind: 'short' })),
      [{ id: 'a', label: '', kind: 'short' }],
    ];
    for (const bad of cases) {
      const reply = await makeType({ questions: bad });
      expect(reply.statusCode, JSON.stringify(bad)).toBe(400);
      expect(reply.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps the questions with the type, shows them on the public page, and checks the answers', async () => {
    const created = await makeType();
    expect(created.statusCode).toBe(201);
    expect(created.json().data.questions).toEqual([questions[0], questions[1], { ...questions[2], required: false }]);
    const page = (await call({ method: 'GET', url: '/book/hana-host/consult' })).json().data;
    expect(page.questions.map((q: { id: string }) => q.id)).toEqual(['topic', 'plan', 'ref']);

    const missing = await book(inIstanbul(10), { plan: 'Basic' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([expect.objectContaining({ field: 'answers.topic', code: 'REQUIRED' })]);
    const wrongChoice = await book(inIstanbul(10), { topic: 'Taxes', plan: 'Gold' });
    expect(wrongChoice.statusCode).toBe(400);
    expect(wrongChoice.json().errors).toEqual([
      expect.objectContaining({ field: 'answers.plan', code: 'INVALID_CHOICE' }),
    ]);
    expect((await book(inIstanbul(10), undefined)).statusCode).toBe(400);

    const ok = await book(inIstanbul(10), { topic: 'Taxes\nand more', plan: 'Premium', stale: 'dropped' });
    expect(ok.statusCode).toBe(201);
    const [booking] = (await call({ method: 'GET', url: '/bookings', who: host })).json().data;
    expect(booking.answers).toEqual({ topic: 'Taxes\nand more', plan: 'Premium' });
    expect(booking.answered).toEqual([
      { label: 'What is it about?', answer: 'Taxes\nand more' },
      { label: 'Which plan?', answer: 'Premium' },
      { label: 'Reference', answer: '' },
    ]);

    // The questions as asked stay with the booking when the host changes them afterwards.
    const typeId = created.json().data.id;
    const changed = await call({
      method: 'PATCH',
      url: `/booking-types/${typeId}`,
      who: host,
      payload: { questions: [] },
    });
    expect(changed.json().data.questions).toEqual([]);
    const [after] = (await call({ method: 'GET', url: '/bookings', who: host })).json().data;
    expect(after.answered[0]).toEqual({ label: 'What is it about?', answer: 'Taxes\nand more' });
  });

  it("puts the booker, their answers and note on the host's meeting replies, and null on a meeting nobody booked", async () => {
    expect((await makeType()).statusCode).toBe(201);
    expect((await book(inIstanbul(11), { topic: 'Visa', plan: 'Basic' })).statusCode).toBe(201);
    const own = await call({
      method: 'POST',
      url: '/meetings',
      who: host,
      payload: { title: 'Team sync', startTime: inIstanbul(15), endTime: inIstanbul(16) },
    });
    expect(own.statusCode).toBe(201);
    const [booking] = (await call({ method: 'GET', url: '/bookings', who: host })).json().data;

    const expected = {
      status: 'confirmed',
      bookerName: 'Bea Booker',
      bookerEmail: booking.bookerEmail,
      bookerPhone: '+90 555 123 4567',
      note: 'See you then',
      answered: [
        { label: 'What is it about?', answer: 'Visa' },
        { label: 'Which plan?', answer: 'Basic' },
        { label: 'Reference', answer: '' },
      ],
    };
    const page = (await call({ method: 'GET', url: `/meetings/${booking.meetingId}`, who: host })).json().data;
    expect(page.booking).toEqual(expected);
    const list = (await call({ method: 'GET', url: '/meetings', who: host })).json().data as Array<{
      id: string;
      booking: unknown;
    }>;
    expect(list.find((item) => item.id === booking.meetingId)!.booking).toEqual(expected);
    expect(list.find((item) => item.id === own.json().data.id)!.booking).toBeNull();
  });
});
