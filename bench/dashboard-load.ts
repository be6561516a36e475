// The dashboard of a host with 2,000 meetings: time from navigation to the meetings list fully
// rendered (every group on screen) in headless Debian Chromium against the production build served
// by the real server, 5 cold loads, plus the API calls the dashboard makes. Prints figures; asserts
// nothing. Usage: npx tsx bench/dashboard-load.ts [runs] [meetings]   (apps/web must be built: npm run build)
// The marks are taken at every frame, as in every round so far; BENCH_WATCH=mutation takes them when
// the document changes instead (a MutationObserver, asking for no frames; see watchMarks).
// BENCH_TIMELINE=1 also prints every file and call of the last loads, cold and with the files cached:
// when it was asked for, when its request left (after any wait for a connection), when its reply
// began and when it ended (ms since navigation).
// BENCH_PROFILE=file.cpuprofile also takes a CPU profile of the last cold load, writes it there and prints
// where the main thread's time went (dashboard-load-profile.ts); profiling slows that load a little.
// With BENCH_PROFILE_CACHED=1 the profile is of the last load with the files cached instead.
// BENCH_TRACE=file.json writes Chromium's performance trace (DevTools' Performance panel opens it) of the
// last load with the files cached; with BENCH_TRACE_COLD=1 of the last cold load.
// BENCH_BUILDS=dirA,dirB compares builds (copies of apps/web/dist) in one window: one server per build,
// each seeded alike, and every run loads each build in turn (the order swapped each run), so a shared,
// noisy machine weighs on both alike; it prints each build's figures and their ratio per run.
/// <reference lib="dom" />
// (pageMarks, watchMarks and readMarks below run in the page, hence the DOM types.)
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
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
const builds = process.env.BENCH_BUILDS?.split(',').map((dir) => path.resolve(dir)) ?? [
  path.join(repoRoot, 'apps/web/dist'),
];
for (const dir of builds) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no build: run 'npm run build --workspace apps/web' first`);
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// The dashboard's group headings (English): the list counts as rendered when all five are on screen.
const groups = ['Active', 'Starting Soon', 'Today', 'Upcoming', 'Recent'];

// Past meetings the host held; the rest of the past ones were missed and are ended by the status job.
const heldMeetings = 20;
// The status job ends missed meetings every half second, so seeding need not wait for its 30 s default.
const servers = await Promise.all(builds.map((dir) => startServer({ MEETING_SWEEP_MS: '500', WEB_DIST_DIR: dir })));
// The server the helpers below talk to: each build's in turn while seeding, the first's afterwards.
let server = servers[0]!;

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
// all three are. Polling at every frame makes the browser produce a frame every 16 ms, also between
// the slices of React's time-sliced render; watchMarks does without (the fifth round found the two
// within a few per cent of each other, docs/performance.md).
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

// With BENCH_WATCH=mutation, an init script (runs in the page before its own scripts): the same marks,
// taken when the document changes (a MutationObserver's callback runs right after React's commit),
// without asking for frames.
// The painted mark is a task after the first frame after the groups' commit, as above.
function watchMarks(names: string[]): void {
  const marks: Marks = ((window as unknown as { benchMarks?: Marks }).benchMarks = {});
  const observer = new MutationObserver(() => {
    const now = performance.now();
    if (marks.groups === undefined) {
      const headings = Array.from(document.querySelectorAll('h3'), (heading) => heading.textContent ?? '');
      if (names.every((name) => headings.some((text) => text.startsWith(name)))) {
        marks.groups = now;
        requestAnimationFrame(() => setTimeout(() => (marks.groupsPainted = performance.now())));
      }
    }
    if (marks.calendar === undefined && document.querySelector('td[aria-current="date"]')) marks.calendar = now;
    if (marks.groups !== undefined && marks.calendar !== undefined) observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

// Runs in the page (every 50 ms, which asks for no frames): the marks once watchMarks has all three.
function watchedMarks(): Marks | false {
  const marks = (window as unknown as { benchMarks?: Marks }).benchMarks;
  return marks?.groups !== undefined && marks.groupsPainted !== undefined && marks.calendar !== undefined
    ? marks
    : false;
}

const byFrames = process.env.BENCH_WATCH !== 'mutation';
/** Waits until the groups, their frame and the calendar's month are there; their times. */
async function marksOf(page: Page): Promise<Required<Marks>> {
  const handle = byFrames
    ? await page.waitForFunction(pageMarks, groups, { polling: 'raf', timeout: 60_000 })
    : await page.waitForFunction(watchedMarks, undefined, { polling: 50, timeout: 60_000 });
  return (await handle.jsonValue()) as Required<Marks>;
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

interface Figures {
  loads: number[];
  warmLoads: number[];
  painted: number[];
  calendarShown: number[];
  dataArrived: number[];
  firstPaint: number[];
}
const emptyFigures = (): Figures => ({
  loads: [],
  warmLoads: [],
  painted: [],
  calendarShown: [],
  dataArrived: [],
  firstPaint: [],
});

// Runs in the page: every file and call so far, with when it was asked for, when its request left
// (after any wait for one of the six connections) and when its reply began and ended.
// (No inner named functions: the bench's compiler would wrap them in a helper the page lacks.)
function readTimeline(): string[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) =>
    [entry.startTime, entry.requestStart || entry.startTime, entry.responseStart || entry.startTime, entry.responseEnd]
      .map((value) => value.toFixed(0).padStart(5))
      .concat(entry.name.replace(location.origin, '').slice(0, 100))
      .join(' '),
  );
}

const browser = await launchBrowser();
try {
  const sessions: Awaited<ReturnType<typeof signUp>>[] = [];
  const seeded = performance.now();
  for (const each of servers) {
    server = each;
    const session = await signUp();
    await seed(session.token);
    await missedEnded(session.token, 15 + Math.ceil((meetingCount - 20) / 2));
    sessions.push(session);
  }
  const seedSeconds = (performance.now() - seeded) / 1000 / servers.length;

  const figures = builds.map(emptyFigures);
  let calls = 0;
  let shown = 0;
  let profileSummary = '';
  for (let run = 0; run < runs; run++) {
    const lastRun = run === runs - 1;
    // Each build once per run, the order swapped every run.
    const order = builds.map((_, index) => index);
    if (run % 2 === 1) order.reverse();
    for (const index of order) {
      const session = sessions[index]!;
      const figure = figures[index]!;
      const timeline = process.env.BENCH_TIMELINE && lastRun;
      // A fresh context each time: cold cache, as on a first visit from a new device.
      const context = await browser.newContext({ baseURL: servers[index]!.baseUrl });
      await context.addInitScript((stored) => {
        localStorage.setItem('auth_token', stored.token);
        localStorage.setItem('token_expiry', stored.expiry);
        localStorage.setItem('user_type', 'guest');
        localStorage.setItem('guest_user', JSON.stringify(stored.user));
        localStorage.setItem('dashboard_first_visit', 'visited');
      }, session);
      if (!byFrames) await context.addInitScript(watchMarks, groups);
      const page = await context.newPage();
      const profiled = process.env.BENCH_PROFILE && lastRun && index === 0;
      const profile = profiled && !process.env.BENCH_PROFILE_CACHED ? await startProfile(page) : undefined;
      const tracedCold = process.env.BENCH_TRACE && process.env.BENCH_TRACE_COLD && lastRun && index === 0;
      if (tracedCold)
        await browser.startTracing(page, {
          path: process.env.BENCH_TRACE,
          categories: ['devtools.timeline', 'loading', 'v8.execute', 'disabled-by-default-devtools.timeline'],
        });
      await page.goto('/dashboard', { waitUntil: 'commit' });
      const at = await marksOf(page);
      figure.loads.push(at.groups);
      figure.painted.push(at.groupsPainted);
      figure.calendarShown.push(at.calendar);
      if (profile) profileSummary = await profile.stop(process.env.BENCH_PROFILE!);
      if (tracedCold) await browser.stopTracing();
      const marks = await page.evaluate(readMarks);
      figure.dataArrived.push(marks.dataArrived);
      figure.firstPaint.push(marks.firstPaint);
      calls = marks.calls;
      if (timeline) {
        console.log(`${builds[index]}, last cold load (asked, left, reply began, ended):`);
        console.log((await page.evaluate(readTimeline)).join('\n'));
      }
      shown = await page.locator('[aria-labelledby] li h4').count();
      // The same visitor loads the page again: the app's files come from the browser's cache (they are
      // immutable), the data from the server.
      const cachedProfile = profiled && process.env.BENCH_PROFILE_CACHED ? await startProfile(page) : undefined;
      const traced = process.env.BENCH_TRACE && !process.env.BENCH_TRACE_COLD && lastRun && index === 0;
      if (traced)
        await browser.startTracing(page, {
          path: process.env.BENCH_TRACE,
          categories: [
            'devtools.timeline',
            'loading',
            'blink.user_timing',
            'v8.execute',
            'disabled-by-default-devtools.timeline',
          ],
        });
      await page.goto('/dashboard', { waitUntil: 'commit' });
      figure.warmLoads.push((await marksOf(page)).groups);
      if (cachedProfile) profileSummary = await cachedProfile.stop(process.env.BENCH_PROFILE!);
      if (traced) await browser.stopTracing();
      if (timeline) {
        console.log(`${builds[index]}, the same visitor again (files cached):`);
        console.log((await page.evaluate(readTimeline)).join('\n'));
      }
      await context.close();
    }
  }

  server = servers[0]!;
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
      await call('GET', route, sessions[0]!.token);
      api[route].push(performance.now() - started);
    }
  }

  console.log(
    `Dashboard of a host with ${meetingCount} meetings (seeded through the API in ${seedSeconds.toFixed(1)} s), SQLite, headless Chromium, production build`,
  );
  console.log(
    `  the groups show ${shown} of ${meetingCount} meetings (every live, starting-soon and today one; the first page of Upcoming and of Recent), from ${calls} meetings calls`,
  );
  figures.forEach((figure, index) => {
    if (builds.length > 1) console.log(`Build ${builds[index]}:`);
    console.log(summary(`navigation -> first contentful paint`, figure.firstPaint));
    console.log(summary(`navigation -> the last dashboard call answered`, figure.dataArrived));
    console.log(summary(`navigation -> all 5 groups rendered (${runs} cold loads)`, figure.loads));
    console.log(summary(`navigation -> the frame showing them painted (cold)`, figure.painted));
    console.log(summary(`navigation -> the calendar's month rendered (cold)`, figure.calendarShown));
    console.log(summary(`navigation -> all 5 groups rendered (${runs} loads, files cached)`, figure.warmLoads));
  });
  if (builds.length > 1) {
    // Each run's loads were next to each other in time: their ratio is less noisy than the medians.
    const ratios = (pick: (figure: Figures) => number[]) =>
      figures
        .slice(1)
        .map((figure) => {
          const each = pick(figure).map((value, run) => value / pick(figures[0]!)[run]!);
          const median = [...each].sort((a, b) => a - b)[Math.floor((each.length - 1) / 2)]!;
          return `${each.map((ratio) => ratio.toFixed(2)).join(' ')} (median ${median.toFixed(2)})`;
        })
        .join(' | ');
    console.log('Ratios to the first build, run by run:');
    console.log(`  groups, cold:         ${ratios((f) => f.loads)}`);
    console.log(`  painted, cold:        ${ratios((f) => f.painted)}`);
    console.log(`  groups, files cached: ${ratios((f) => f.warmLoads)}`);
  }
  for (const [route, values] of Object.entries(api)) {
    const label = route.length > 56 ? `${route.slice(0, 53)}...` : route;
    console.log(summary(`GET ${label} (${apiSamples}x)`, values));
  }
  if (profileSummary) console.log(`Last load profiled (${process.env.BENCH_PROFILE}):\n${profileSummary}`);
} finally {
  await browser.close();
  await Promise.all(servers.map((each) => each.stop()));
}
