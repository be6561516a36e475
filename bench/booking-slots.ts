// The booking page's slots call for a month, for a host with many meetings and a large calendar feed
// (decision record 069): the real server in its own process (SQLite), a host with N meetings seeded
// through the API (half in the past 300 days, half in the coming 60 days) and a feed of M events served
// by a local HTTP server (one event in twenty a weekly series begun a year ago, the rest single
// events over the coming 90 days). Prints the feed's first read (inside PUT /availability) and the
// slots call for the coming 30 days: median, p95 and worst of R calls. Asserts nothing.
// Usage: npx tsx bench/booking-slots.ts [meetings=2000] [feedEvents=1000] [calls=50]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { listMail } from '../e2e/support/mailbox';
import { startServer } from './support/server';

const meetingCount = Number(process.argv[2] ?? 2000);
const feedEvents = Number(process.argv[3] ?? 1000);
const calls = Number(process.argv[4] ?? 50);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const seedConcurrency = 8;

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** An iCalendar file of `count` events: every twentieth a weekly series from a year ago, the rest single. */
function feed(count: number, now: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN'];
  const firstDay = Math.floor(now / DAY) * DAY;
  for (let i = 0; i < count; i++) {
    const weekly = i % 20 === 0;
    const start = weekly
      ? firstDay - 365 * DAY + (i % 7) * DAY + (8 + (i % 9)) * HOUR
      : firstDay + Math.floor((i * 90 * DAY) / count) + (7 + (i % 10)) * HOUR;
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${i}@example.test`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + 45 * MINUTE)}`,
      ...(weekly ? ['RRULE:FREQ=WEEKLY'] : []),
      `SUMMARY:Busy ${i}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

const now = Date.now();
const calendarText = feed(feedEvents, now);
const feedServer = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/calendar' }).end(calendarText);
});
await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/private-address/basic.ics`;

const server = await startServer({ FETCH_ALLOW_PRIVATE_ADDRESSES: 'on' });

async function call<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api/VideoMeeting${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : null,
  });
  const reply = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${reply.message}`);
  return reply.data;
}

async function signUp(): Promise<{ token: string }> {
  const email = `bench-booking-${Date.now()}@example.test`;
  await call('POST', '/guest/send-otp?purpose=register', undefined, { email });
  const deadline = Date.now() + 15_000;
  for (;;) {
    const messages = await listMail(server);
    const otpCode = /\b(\d{6})\b/.exec(messages.find((mail) => mail.to.includes(email))?.subject ?? '')?.[1];
    if (otpCode) return call('POST', '/guest/register-with-otp', undefined, { name: 'Bench Host', email, otpCode });
    if (Date.now() > deadline) throw new Error('no sign-in code in the dev mailbox within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

try {
  const { token } = await signUp();
  const seeded = performance.now();
  const queue = Array.from({ length: meetingCount }, (_, i) => i);
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
      const future = i % 2 === 0;
      const start = future
        ? now + DAY + Math.floor((i * 60 * DAY) / meetingCount)
        : now - DAY - Math.floor((i * 300 * DAY) / meetingCount);
      await call('POST', '/meetings', token, {
        title: `Bench meeting ${i + 1}`,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 30 * MINUTE).toISOString(),
      });
    }
  };
  await Promise.all(Array.from({ length: seedConcurrency }, worker));
  const seedSeconds = (performance.now() - seeded) / 1000;

  const everyDay = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      [{ start: '08:00', end: '18:00' }],
    ]),
  );
  const readStarted = performance.now();
  const saved = await call<{ feeds: Array<{ lastError: string | null }> }>('PUT', '/availability', token, {
    timeZone: 'Europe/Berlin',
    weeklyHours: everyDay,
    minimumNoticeMinutes: 0,
    horizonDays: 60,
    feeds: [{ url: feedUrl }],
  });
  const readMs = performance.now() - readStarted;
  if (saved.feeds[0]?.lastError) throw new Error(`the feed was not read: ${saved.feeds[0].lastError}`);
  const me = await call<{ bookingHandle: string }>('GET', '/guest/me', token);
  await call('POST', '/booking-types', token, { title: 'Call', slug: 'call', durationMinutes: 30 });

  const from = new Date(now).toISOString();
  const to = new Date(now + 30 * DAY).toISOString();
  const slotsUrl = `${server.baseUrl}/api/VideoMeeting/book/${me.bookingHandle}/call/slots?from=${from}&to=${to}`;
  const times: number[] = [];
  let slotCount = 0;
  for (let i = 0; i < calls + 3; i++) {
    const started = performance.now();
    const response = await fetch(slotsUrl);
    const body = (await response.json()) as { data: { slots: unknown[] } };
    if (!response.ok) throw new Error(`slots answered ${response.status}`);
    // The first three warm the server up.
    if (i >= 3) times.push(performance.now() - started);
    slotCount = body.data.slots.length;
  }
  times.sort((a, b) => a - b);
  const [load1, load5] = os.loadavg();
  console.log(
    JSON.stringify(
      {
        meetings: meetingCount,
        feedEvents,
        feedBytes: Buffer.byteLength(calendarText),
        seedSeconds: Number(seedSeconds.toFixed(1)),
        feedFirstReadMs: Number(readMs.toFixed(1)),
        slotsInMonth: slotCount,
        calls,
        medianMs: Number(quantile(times, 0.5).toFixed(1)),
        p95Ms: Number(quantile(times, 0.95).toFixed(1)),
        worstMs: Number(times.at(-1)!.toFixed(1)),
        cpus: os.availableParallelism(),
        loadAverage: { oneMinute: Number(load1!.toFixed(2)), fiveMinutes: Number(load5!.toFixed(2)) },
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  feedServer.close();
}
