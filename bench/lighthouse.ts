// Lighthouse's mobile performance score of the landing, pricing and sign-in pages (decision record 060):
// the production build served by the real server, Lighthouse 12 (bench's pinned dev dependency) with its
// default mobile preset (a Moto G Power's screen, 4x slower CPU, simulated slow 4G), Debian's Chromium,
// three runs per page and their median. The splash plays, as a first visitor sees it. Prints figures and
// asserts nothing: the score is a benchmark figure, not a test.
//
// Nothing leaves the machine: Chromium runs with its background services off and a host resolver that
// knows only the loopback address, and Lighthouse is given only the performance category, whose audits
// read the trace and need no download.
//
// Usage: npx tsx bench/lighthouse.ts [runs] [path ...]   (default 3 runs of /, /pricing, /auth/guest/login;
// builds apps/web first only when dist/ is missing; WEB_DIST_DIR serves another build, as the server does;
// BENCH_LIGHTHOUSE_REPORTS=<dir> keeps each run's full report and its trace as JSON)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/support/chromium';
import { startServer } from './support/server';

const runs = Number(process.argv[2] ?? 3);
const pages = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/pricing', '/auth/guest/login'];
const repoRoot = path.resolve(import.meta.dirname, '..');

if (!process.env.WEB_DIST_DIR && !fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.log('apps/web/dist is missing: building the web app first');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build --workspace apps/web failed');
}

// The flags of Lighthouse's own launcher (chrome-launcher) that keep Chromium quiet, and what keeps it
// offline: no QUIC, no component or field-trial downloads, no DNS for anything but loopback.
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-field-trial-config',
  '--disable-quic',
  '--metrics-recording-only',
  '--mute-audio',
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--remote-debugging-port=0',
];

/** A Chromium of its own per run (an empty profile, nothing cached) and the port Lighthouse drives it on. */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-lighthouse-'));
  const child = spawn(chromiumPath, [...chromiumArgs, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so the helpers it starts (zygote, renderers, GPU) end with it.
    detached: true,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${seen}`)));
  });
  child.stderr!.resume();
  return { port, process: child, profile };
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  unusedJsKiB: number;
  /** Lighthouse's measure of this machine's speed at that moment (a fast desktop is 1500 to 2500). */
  benchmarkIndex: number;
  lcpElement: string;
}

interface TraceEvent {
  name: string;
  args?: { data?: { isOutermostMainFrame?: boolean; nodeName?: string; size?: number } };
}

/**
 * The page's largest contentful element, from the trace's last candidate: Lighthouse 12.2's own audit of
 * it fails on the Chromium Debian ships (its TraceElements gatherer does not read that version's trace).
 */
function lcpElement(artifacts: { Trace?: { traceEvents: TraceEvent[] } }): string {
  const candidates = (artifacts.Trace?.traceEvents ?? []).filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.args?.data?.isOutermostMainFrame,
  );
  const data = candidates.at(-1)?.args?.data;
  if (!data?.nodeName) return '?';
  return `${data.nodeName.replace(/\s+/g, ' ').slice(0, 50)} (${data.size} px²)`;
}

// The Chromium of the run under way, ended with the server when the bench is interrupted.
let running: ChildProcess | undefined;

async function measure(url: string): Promise<Run> {
  const chromium = await launchChromium();
  running = chromium.process;
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
      fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
      // The trace opens in Chromium's DevTools (Performance, Load profile) to see where the time went.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace)
        fs.writeFileSync(
          path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, name.replace(/\.json$/, '.trace.json')),
          JSON.stringify(trace),
        );
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndex: value('speed-index'),
      unusedJsKiB: (unused?.overallSavingsBytes ?? 0) / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcpElement: lcpElement(result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }),
    };
  } finally {
    const exited = new Promise((resolve) => chromium.process.once('exit', resolve));
    process.kill(-chromium.process.pid!, 'SIGTERM');
    await exited;
    // The group's other processes may still be writing the profile for a moment.
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

const server = await startServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (running?.pid && running.exitCode === null) process.kill(-running.pid, 'SIGTERM');
    void server.stop().finally(() => process.exit(130));
  });
}
const results = new Map<string, Run[]>();
try {
  // One unmeasured visit first, so the server's first-request costs do not count as a page's.
  await fetch(`${server.baseUrl}/`).then((response) => response.text());
  for (const page of pages) {
    const pageRuns: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await measure(`${server.baseUrl}${page}`);
      pageRuns.push(run);
      console.log(
        `${page} run ${i + 1}: score ${run.score}  FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  TBT ${ms(run.tbt)}  ` +
          `CLS ${run.cls.toFixed(3)}  SI ${ms(run.speedIndex)}  unused JS ${run.unusedJsKiB.toFixed(1)} KiB  ` +
          `benchmark index ${Math.round(run.benchmarkIndex)}  ` +
          `LCP element: ${run.lcpElement}`,
      );
    }
    results.set(page, pageRuns);
  }
} finally {
  await server.stop();
}

const load = os.loadavg()[0]!.toFixed(1);
console.log(`\nLighthouse ${lighthouseVersion()} mobile preset, ${runs} runs per page, medians (load average ${load})`);
console.log('| Page | Score (each run) | FCP | LCP | TBT | CLS | Speed Index | Unused JS | Benchmark index |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [page, pageRuns] of results) {
  const of = (key: keyof Omit<Run, 'lcpElement'>) => median(pageRuns.map((run) => run[key]));
  console.log(
    `| \`${page}\` | ${of('score')} (${pageRuns.map((run) => run.score).join(', ')}) | ${ms(of('fcp'))} | ${ms(of('lcp'))} | ` +
      `${ms(of('tbt'))} | ${of('cls').toFixed(3)} | ${ms(of('speedIndex'))} | ${of('unusedJsKiB').toFixed(1)} KiB | ` +
      `${Math.round(of('benchmarkIndex'))} |`,
  );
}

function lighthouseVersion(): string {
  const manifest = path.join(repoRoot, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}
