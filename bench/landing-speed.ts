// What a first visit to the landing page costs: JavaScript bytes gzipped (CSS beside it for reference),
// largest contentful paint and cumulative layout shift, in headless Debian Chromium against the
// production build served by the real server. Reduced motion is preferred, which skips the splash, so
// LCP measures the page and not the animation. Prints figures; asserts nothing.
// Usage: npx tsx bench/landing-speed.ts [runs]   (builds apps/web first only when dist/ is missing)
/// <reference lib="dom" />
// (readVitals below runs in the page, hence the DOM types.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium';
import { startServer } from './support/server';

const runs = Number(process.argv[2] ?? 5);
const repoRoot = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(repoRoot, 'apps/web/dist/index.html');

// Builds only when there is no build: rebuilding would empty dist/ under anyone testing against it.
if (!fs.existsSync(distIndex)) {
  console.log('apps/web/dist is missing: building the web app first');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build --workspace apps/web failed');
}

interface Run {
  files: { name: string; bytes: number; gzipBytes: number; encoding: string }[];
  lcpMs: number;
  cls: number;
}

// Runs in the page: LCP is the last buffered candidate; CLS is the largest session window (shifts
// less than 1 s apart, at most 5 s long), as web-vitals defines it, without shifts after input.
function readVitals(): Promise<{ lcpMs: number; cls: number }> {
  return new Promise((resolve) => {
    let lcpMs = 0;
    const shifts: { startTime: number; value: number }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcpMs = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push({ startTime: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Buffered entries arrive in an observer task; give them time to be delivered.
    setTimeout(() => {
      let cls = 0;
      let window = 0;
      let first = 0;
      let previous = 0;
      for (const shift of shifts) {
        const continues = shift.startTime - previous < 1000 && shift.startTime - first < 5000;
        if (continues && window > 0) window += shift.value;
        else [window, first] = [shift.value, shift.startTime];
        previous = shift.startTime;
        cls = Math.max(cls, window);
      }
      resolve({ lcpMs, cls });
    }, 300);
  });
}

async function measure(browser: Browser, baseUrl: string): Promise<Run> {
  // A fresh context per run: empty cache, so every byte of a first visit is sent again.
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Promise<Run['files'][number]>[] = [];
  page.on('response', (response) => {
    const name = path.basename(new URL(response.url()).pathname);
    if (!name.endsWith('.js') && !name.endsWith('.css')) return;
    pending.push(
      response.body().then((body) => ({
        name,
        bytes: body.length,
        gzipBytes: gzipSync(body).length,
        encoding: response.headers()['content-encoding'] ?? 'none',
      })),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const vitals = await page.evaluate(readVitals);
  const files = await Promise.all(pending);
  await context.close();
  return { files, ...vitals };
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, worst: sorted.at(-1)! };
};

const server = await startServer();
const browser = await launchBrowser();
const results: Run[] = [];
try {
  // One unmeasured visit first, so the server's first-request costs do not count as the page's.
  await measure(browser, server.baseUrl);
  for (let i = 0; i < runs; i++) results.push(await measure(browser, server.baseUrl));
} finally {
  await browser.close();
  await server.stop();
}

// kB = 1000 bytes, as Vite's build report counts; gzip at zlib's default level, as servers use it.
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ofType = (files: Run['files'], extension: string) => files.filter((file) => file.name.endsWith(extension));
const sum = (files: Run['files'], key: 'bytes' | 'gzipBytes') => files.reduce((total, file) => total + file[key], 0);
const js = stats(results.map((run) => sum(ofType(run.files, '.js'), 'gzipBytes')));
const css = stats(results.map((run) => sum(ofType(run.files, '.css'), 'gzipBytes')));
const lcp = stats(results.map((run) => run.lcpMs));
const cls = stats(results.map((run) => run.cls));
const first = results[0]!;

console.log(`Landing page (/), ${runs} cold visits, headless Chromium, reduced motion, production build`);
console.log(`  JS gzipped     median ${kb(js.median)} kB  worst ${kb(js.worst)} kB   (budget 150 kB)`);
console.log(`  CSS gzipped    median ${kb(css.median)} kB  (not in the budget; for reference)`);
console.log(`  LCP            median ${lcp.median.toFixed(0)} ms  worst ${lcp.worst.toFixed(0)} ms   (budget 1500 ms)`);
console.log(`  CLS            median ${cls.median.toFixed(3)}  worst ${cls.worst.toFixed(3)}   (budget 0.05)`);
console.log(`  Files of one visit (${first.files.length}, ${kb(sum(first.files, 'bytes'))} kB uncompressed):`);
for (const file of [...first.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(
    `    ${file.name.padEnd(40)} ${kb(file.bytes).padStart(7)} kB  gzip ${kb(file.gzipBytes).padStart(6)} kB`,
  );
}
const encodings = new Set(first.files.map((file) => file.encoding));
if (encodings.has('none')) {
  console.log('  Note: the server sent these files uncompressed; the gzip figures are what compression would send.');
} else console.log(`  Content-Encoding seen: ${[...encodings].join(', ')}`);
