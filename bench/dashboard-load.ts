// The dashboard of a host with 2,000 meetings: time from navigation to the meetings list fully
// rendered (every group on screen) in headless Debian Chromium against the production build served
// by the real server, 5 cold loads, plus the API calls the dashboard makes. Prints figures; asserts
// nothing. Usage: npx tsx bench/dashboard-load.ts [runs] [meetings]   (apps/web must be built: npm run build)
// BENCH_TIMELINE=1 also prints every file and call of the last cold load (start and end, ms).
// BENCH_PROFILE=file.cpuprofile also takes a CPU profile of the last cold load, writes it there and prints
// where the main thread's time went (dashboard-load-profile.ts); profiling slows that load a little.
/// <reference lib="dom" />
// (pageMarks and readMarks below run in the page, hence the DOM types.)
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/chromium';
import { listMail } from '../e2e/support/mailbox';
import { startProfile } from './dashboard-load-profile';
import { startServer } from './support/server';

const runs = Number(process.argv[2] ?? 5);
const meetingCount = Number(process.argv[3] ?? 2000);
const apiSamples = 20;
// Seeding requests in flight at once: the server takes them as a busy host's clients would.
const seedConcurrency = 8;
const repoRoot = path.resolve(import.meta.dirname, '..');
if (!fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  throw new Error("apps/web/dist is missing: run 'npm run build --workspace apps/web' first");
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// The dashboard's group headings (English): the list counts as rendered when all five are on screen.
const groups = ['Active', 'Starting Soon', 'Today', 'Upcoming', 'Recent'];

// Past meetings the host held; the rest of the past ones were missed and are ended by the status job.
const heldMeetings = 20;
// The status job ends missed meetings every half second, so seeding need not wait for its 30 s default.
const server = await startServer({ MEETING_SWEEP_MS: '500' });
const base = `${server.baseUrl}/api/VideoMeeting`;

async function call<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${route}`, {
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

async function signUp(): Promise<{ token: string; expiry: string; user: unknown }> {
  const email = `bench-dashboard-${Date.now()}@example.test`;
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

interface PlannedMeeting {
  start: number;
  minutes: number;
  then: ('start' | 'end')[];
}

/**
 * A busy host's year, through the API: 5 live, 3 starting soon, 12 later today, and the rest split
 * between the coming twelve months (scheduled: Upcoming) and the past eleven. Of the past ones the
 * latest 20 were held (started and ended, so in Recent); the others were missed, and the server's
 * status job ends them. The API ends a meeting when it is told to, so every past one ends during
 * seeding and counts as recent; only the first page of Recent is shown anyway.
 */
function plan(now: number): PlannedMeeting[] {
  const rest = meetingCount - 20;
  const future = Math.ceil(rest / 2);
  const past = rest - future;
  return [
    ...Array.from({ length: 5 }, (_, i) => ({
      start: now - (10 + 10 * i) * MINUTE,
      minutes: 90,
      then: ['start' as const],
    })),
    ...[5, 10, 14].map((m) => ({ start: now + m * MINUTE, minutes: 30, then: [] })),
    ...Array.from({ length: 12 }, (_, i) => ({ start: now + (1 + i * 1.5) * HOUR, minutes: 45, then: [] })),
    ...Array.from({ length: future }, (_, i) => ({
      start: now + 2 * DAY + Math.floor((i * 360 * DAY) / future),
      minutes: 60,
      then: [],
    })),
    ...Array.from({ length: past }, (_, i) => ({
      start: now - (2 * HOUR + Math.floor((i * 330 * DAY) / past)),
      minutes: 60,
      then: i < heldMeetings ? ['start' as const, 'end' as const] : [],
    })),
  ];
}

/** Waits until the status job has ended every missed meeting: only the 15 today and the future stay scheduled. */
async function missedEnded(token: string, stillScheduled: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const stats = await call<{ scheduledMeetings: number }>('GET', '/meetings/stats', token);
    if (stats.scheduledMeetings <= stillScheduled) return;
    if (Date.now() > deadline) throw new Error(`${stats.scheduledMeetings} meetings still scheduled after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function seed(token: string): Promise<void> {
  const queue = plan(Date.now()).map((item, index) => ({ item, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { item, index } = next;
      const meeting = await call<{ id: string }>('POST', '/meetings', token, {
        title: `Bench meeting ${index + 1}`,
        startTime: new Date(item.start).toISOString(),
        endTime: new Date(item.start + item.minutes * MINUTE).toISOString(),
        isPublic: index % 4 === 0,
      });
      for (const step of item.then) {
        // The server's status job may have ended a past meeting as missed first; then there is nothing to start.
        await call('POST', `/meetings/${meeting.id}/${step}`, token).catch((error: Error) => {
          if (!(step === 'start' && error.message.includes(' 409:'))) throw error;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: seedConcurrency }, worker));
}

interface Marks {
  /** Every group heading in the document (the figure). */
  groups?: number;
  /** The first task after the frame that showed them: their layout and paint done. */
  groupsPainted?: number;
  /** The calendar's month (today's cell) in the document; it may come a render after the groups. */
  calendar?: number;
}

// Runs in the page at every frame (polling 'raf'): when (ms since navigation start) every group
// heading, then the frame showing them, then the calendar's month were first there; the marks once
// all three are.
function pageMarks(names: string[]): Marks | false {
  const marks: Marks = ((window as unknown as { benchMarks?: Marks }).benchMarks ??= {});
  const now = performance.now();
  const headings = Array.from(document.querySelectorAll('h3'), (heading) => heading.textContent ?? '');
  if (marks.groups === undefined && names.every((name) => headings.some((text) => text.startsWith(name)))) {
    marks.groups = now;
    // rAF callbacks run before the frame's layout and paint; a task queued here runs after them.
    setTimeout(() => (marks.groupsPainted = performance.now()));
  }
  if (marks.calendar === undefined && document.querySelector('td[aria-current="date"]')) marks.calendar = now;
  return marks.groups !== undefined && marks.groupsPainted !== undefined && marks.calendar !== undefined
    ? marks
    : false;
}

// Runs in the page: how many meetings calls it made, when the last answered, and the first paint.
function readMarks(): { calls: number; dataArrived: number; firstPaint: number } {
  const calls = performance
    .getEntriesByType('resource')
    .filter((entry) =>
      /\/api\/VideoMeeting\/meetings(\?|\/stats|\/activity)/.test(entry.name),
    ) as PerformanceResourceTiming[];
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    calls: calls.length,
    dataArrived: Math.max(...calls.map((call) => call.responseEnd)),
    firstPaint: paint?.startTime ?? NaN,
  };
}

function summary(label: string, values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return `  ${label.padEnd(64)} median ${median.toFixed(0).padStart(5)} ms   worst ${sorted.at(-1)!.toFixed(0).padStart(5)} ms`;
}

/** The calendar's request for this month's grid, as the page asks it (the server's zone is the browser's here). */
function thisMonthRange(now: Date): string {
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const from = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  const to = new Date(from.getFullYear(), from.getMonth(), from.getDate() + 42);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}&sort=start&page=1&pageSize=100`;
}

const browser = await launchBrowser();
try {
  const session = await signUp();
  const seeded = performance.now();
  await seed(session.token);
  await missedEnded(session.token, 15 + Math.ceil((meetingCount - 20) / 2));
  const seedSeconds = (performance.now() - seeded) / 1000;

  const loads: number[] = [];
  const warmLoads: number[] = [];
  const painted: number[] = [];
  const calendarShown: number[] = [];
  const dataArrived: number[] = [];
  const firstPaint: number[] = [];
  let calls = 0;
  let shown = 0;
  let profileSummary = '';
  for (let run = 0; run < runs; run++) {
    // A fresh context each time: cold cache, as on a first visit from a new device.
    const context = await browser.newContext({ baseURL: server.baseUrl });
    await context.addInitScript((stored) => {
      localStorage.setItem('auth_token', stored.token);
      localStorage.setItem('token_expiry', stored.expiry);
      localStorage.setItem('user_type', 'guest');
      localStorage.setItem('guest_user', JSON.stringify(stored.user));
      localStorage.setItem('dashboard_first_visit', 'visited');
    }, session);
    const page = await context.newPage();
    const lastRun = run === runs - 1;
    const profile = process.env.BENCH_PROFILE && lastRun ? await startProfile(page) : undefined;
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const at = (await (
      await page.waitForFunction(pageMarks, groups, { polling: 'raf', timeout: 60_000 })
    ).jsonValue()) as Required<Marks>;
    loads.push(at.groups);
    painted.push(at.groupsPainted);
    calendarShown.push(at.calendar);
    if (profile) profileSummary = await profile.stop(process.env.BENCH_PROFILE!);
    const marks = await page.evaluate(readMarks);
    dataArrived.push(marks.dataArrived);
    firstPaint.push(marks.firstPaint);
    calls = marks.calls;
    if (process.env.BENCH_TIMELINE && lastRun) {
      const timeline = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
          (entry) =>
            `${entry.startTime.toFixed(0).padStart(5)} ${entry.responseEnd.toFixed(0).padStart(5)} ${entry.name.replace(location.origin, '').slice(0, 110)}`,
        ),
      );
      console.log(timeline.join('\n'));
    }
    shown = await page.locator('[aria-labelledby] li h4').count();
    // The same visitor loads the page again: the app's files come from the browser's cache (they are
    // immutable), the data from the server.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const again = await page.waitForFunction(pageMarks, groups, { polling: 'raf', timeout: 60_000 });
    warmLoads.push(((await again.jsonValue()) as Required<Marks>).groups);
    await context.close();
  }

  const api: Record<string, number[]> = {};
  const routes = [
    '/meetings/stats',
    '/meetings/activity?limit=8',
    '/meetings?status=active&sort=start&page=1&pageSize=100',
    '/meetings?status=scheduled&sort=start&page=1&pageSize=20',
    '/meetings?status=ended&sort=-end&page=1&pageSize=10',
    `/meetings?${thisMonthRange(new Date())}`,
    '/meetings?page=1&pageSize=50',
  ];
  for (const route of routes) {
    api[route] = [];
    for (let sample = 0; sample < apiSamples; sample++) {
      const started = performance.now();
      await call('GET', route, session.token);
      api[route].push(performance.now() - started);
    }
  }

  console.log(
    `Dashboard of a host with ${meetingCount} meetings (seeded through the API in ${seedSeconds.toFixed(1)} s), SQLite, headless Chromium, production build`,
  );
  console.log(
    `  the groups show ${shown} of ${meetingCount} meetings (every live, starting-soon and today one; the first page of Upcoming and of Recent), from ${calls} meetings calls`,
  );
  console.log(summary(`navigation -> first contentful paint`, firstPaint));
  console.log(summary(`navigation -> the last dashboard call answered`, dataArrived));
  console.log(summary(`navigation -> all 5 groups rendered (${runs} cold loads)`, loads));
  console.log(summary(`navigation -> the frame showing them painted (cold)`, painted));
  console.log(summary(`navigation -> the calendar's month rendered (cold)`, calendarShown));
  console.log(summary(`navigation -> all 5 groups rendered (${runs} loads, files cached)`, warmLoads));
  for (const [route, values] of Object.entries(api)) {
    const label = route.length > 56 ? `${route.slice(0, 53)}...` : route;
    console.log(summary(`GET ${label} (${apiSamples}x)`, values));
  }
  if (profileSummary) console.log(`Last cold load, profiled (${process.env.BENCH_PROFILE}):\n${profileSummary}`);
} finally {
  await browser.close();
  await server.stop();
}
