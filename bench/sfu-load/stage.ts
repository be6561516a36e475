// bench/sfu-load/stage.ts: a large meeting (decision record 047) of 1 speaker and a synthetic audience across two
// Janus servers: the origin takes --per-server audience members, the edge the rest, receiving the
// speaker through Janus's remote publishers. Run as root inside the media namespace:
//   e2e/run-in-netns.sh npx tsx bench/sfu-load/stage.ts --audience 1000 --steps 5 --seconds 30
// Options: --audience N, --per-server K (MEDIA_SERVER_MAX_SUBSCRIBERS; default half the audience),
// --steps S (a measuring window after every S-th part of the joins), --seconds (final window),
// --step-seconds, --workers W (generator processes, default 4), --join-concurrency C (default 4),
// --janus-cpu (both Janus, default core 0), --generator-cpu (the generator and our server, default
// core 1), --nice N, --out DIR. The speaker publishes three simulcast layers and loud audio; each
// audience member takes the camera's low layer and the audio, and counts what arrives.
// Prints JSON and a table and writes a PNG of each server's Janus CPU against the audience.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, networkInterfaces, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { findJanusInstall } from '../../apps/server/src/modules/media/janus-install';
import { ManagedJanus } from '../../apps/server/src/modules/media/managed-janus';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan, signUp } from '../../e2e/media/support/product-api';
import { cpuSeconds, rssMiB } from '../support/proc-usage';
import { round, runLimited, udpDropsByPid } from './figures';
import { Generator } from './generator';
import { FIXTURE_DIR, makeFixtures } from '../../test-support/synthetic/make-fixtures.mjs';
import { plotPng } from './plot';
import { pinProcess, startLoadServer } from './server';
import { sideFigures, sideOf, type SideFigures } from './stage-figures';

const { values: args } = parseArgs({
  options: {
    audience: { type: 'string', default: '1000' },
    'per-server': { type: 'string' },
    steps: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '30' },
    'step-seconds': { type: 'string', default: '15' },
    workers: { type: 'string', default: '4' },
    'join-concurrency': { type: 'string', default: '4' },
    'janus-cpu': { type: 'string', default: '0' },
    'generator-cpu': { type: 'string', default: '1' },
    nice: { type: 'string', default: '0' },
    out: { type: 'string', default: path.join(FIXTURE_DIR, 'results') },
  },
});
const audience = Number(args.audience);
const perServer = Number(args['per-server'] ?? Math.ceil(audience / 2));
const steps = Math.max(1, Number(args.steps));
const workers = Math.max(1, Number(args.workers));
const janusCpu = Number(args['janus-cpu']);
const generatorCpu = Number(args['generator-cpu']);
const SETTLE_MS = 5_000;

if (!(audience >= 1 && perServer >= 1 && workers >= 1)) {
  console.error('usage: bench/sfu-load/stage.ts --audience N>=1 [--per-server K] [--steps S] [--seconds T]');
  process.exit(2);
}
if (!Object.values(networkInterfaces()).some((list) => list?.some((a) => a.address === '127.1.0.1'))) {
  console.error('Run inside the media namespace: e2e/run-in-netns.sh npx tsx bench/sfu-load/stage.ts ...');
  process.exit(1);
}
makeFixtures();
const pinned = availableParallelism() >= 2 && janusCpu !== generatorCpu;
if (Number(args.nice) !== 0) setPriority(Number(args.nice));
if (pinned) pinProcess(process.pid, generatorCpu);

/** One Janus as a media-server machine runs it, on its own ICE ports. */
async function startJanus(name: string, rtcMinPort: number, rtcMaxPort: number) {
  const install = findJanusInstall(undefined);
  if (!install) throw new Error('Janus is not installed: run node scripts/ensure-janus.mjs');
  const dataDir = mkdtempSync(path.join(tmpdir(), `vm-stage-load-${name}-`));
  const options = { install, dataDir, rtcMinPort, rtcMaxPort, announcedIp: undefined, verbose: false };
  const janus = new ManagedJanus({ ...options, log: pino({ level: 'silent' }) });
  janus.start();
  const [url] = (await once(janus, 'ready')) as [string];
  // A Janus that dies mid-run would leave the figures silently empty: say so, with its last words.
  janus.on('exited', () => console.error(`the ${name} Janus exited:\n${janus.recentOutput}`));
  if (pinned) pinProcess(janus.pid!, janusCpu);
  return { janus, url, dataDir, pid: janus.pid! };
}

const [origin, edge] = await Promise.all([startJanus('origin', 20000, 29999), startJanus('edge', 30000, 39999)]);
const server = await startLoadServer(
  { MEDIA_SERVER_URL: `${origin.url},${edge.url}`, MEDIA_SERVER_MAX_SUBSCRIBERS: String(perServer) },
  pinned ? generatorCpu : undefined,
  false,
);
const generator = new Generator(workers);
const sides = { origin: new Set<string>(), edge: new Set<string>() };

interface Window {
  audience: number;
  seconds: number;
  cpuPercentOfOneCore: { origin: number; edge: number; server: number; generator: number };
  origin: SideFigures;
  edge: SideFigures;
  rssMiB: { origin: number; edge: number; server: number };
}

const snapshot = async () => ({
  at: performance.now(),
  cpu: {
    origin: cpuSeconds([origin.pid]),
    edge: cpuSeconds([edge.pid]),
    server: cpuSeconds([server.pid]),
    generator: cpuSeconds(generator.pids),
  },
  samples: await generator.sample(),
});
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

function measure(before: Snapshot, after: Snapshot): Window {
  const seconds = (after.at - before.at) / 1000;
  const pct = (key: keyof Snapshot['cpu']) => ((after.cpu[key] - before.cpu[key]) / seconds) * 100;
  const cpu = { origin: pct('origin'), edge: pct('edge'), server: pct('server'), generator: pct('generator') };
  return {
    audience: sides.origin.size + sides.edge.size,
    seconds,
    cpuPercentOfOneCore: cpu,
    origin: sideFigures(cpu.origin, sides.origin, before.samples, after.samples),
    edge: sideFigures(cpu.edge, sides.edge, before.samples, after.samples),
    rssMiB: { origin: rssMiB(origin.pid), edge: rssMiB(edge.pid), server: rssMiB(server.pid) },
  };
}

async function measureWindow(ms: number): Promise<Window> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const before = await snapshot();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return measure(before, await snapshot());
}

const windows: Window[] = [];
let failure: string | undefined;
let joinServerCpu = 0;
let udpDrops: Record<string, number> = {};
try {
  const host = await signUp(server, 'Stage Speaker');
  setPlan(server.dataDir, host, 'enterprise');
  const meeting = await createMeeting(server.baseUrl, host, {
    isPublic: true,
    maxParticipants: 1000,
    largeMeeting: true,
  });
  const join = (worker: number, joinLink: string, name: string, publish: boolean) =>
    generator.join(worker, {
      baseUrl: server.baseUrl,
      joinLink,
      name,
      publish,
      talking: publish,
      rids: ['f', 'h', 'q'],
      maxCameras: publish ? 0 : 1,
      decrypt: false,
    });
  await join(0, await hostJoinUrl(server.baseUrl, host, meeting.id), 'Speaker', true);
  const bounds = Array.from({ length: steps }, (_, i) => Math.round(((i + 1) * audience) / steps));
  let next = 0;
  for (const bound of bounds) {
    const segment = Array.from({ length: bound - next }, (_, i) => next + i);
    next = bound;
    const cpuBefore = cpuSeconds([server.pid]);
    await runLimited(segment, Number(args['join-concurrency']), async (i) => {
      const name = `A${i}`;
      await join(i % workers, await guestJoinUrl(server.baseUrl, meeting.id, name), name, false);
      sides[sideOf(i, perServer)].add(name);
    });
    joinServerCpu += cpuSeconds([server.pid]) - cpuBefore;
    const last = bound === audience;
    windows.push(await measureWindow(Number(last ? args.seconds : args['step-seconds']) * 1000));
    console.error(`after ${bound} audience members:`, JSON.stringify(windows.at(-1)));
  }
  const byPid = udpDropsByPid(spawnSync('ss', ['-uanpm'], { encoding: 'utf8' }).stdout ?? '');
  udpDrops = { origin: byPid.get(origin.pid) ?? 0, edge: byPid.get(edge.pid) ?? 0 };
  const generatorPids = new Set(generator.pids);
  udpDrops.generator = [...byPid].filter(([pid]) => generatorPids.has(pid)).reduce((sum, [, n]) => sum + n, 0);
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
  console.error('run failed:', error);
} finally {
  await generator.stop();
  await server.stop();
  for (const media of [origin, edge]) {
    await media.janus.stop();
    rmSync(media.dataDir, { recursive: true, force: true });
  }
}

const joined = sides.origin.size + sides.edge.size;
const result = JSON.parse(
  JSON.stringify(
    {
      command: `bench/sfu-load/stage.ts ${process.argv.slice(2).join(' ')}`,
      machine: {
        cores: availableParallelism(),
        pinned: pinned ? { janus: janusCpu, generatorAndServer: generatorCpu } : false,
      },
      room: { speakers: 1, audience, perServer, generatorProcesses: workers },
      failure,
      joined,
      serverCpuMsPerAudienceJoin: joined ? (joinServerCpu * 1000) / joined : 0,
      udpReceiveBufferDrops: udpDrops,
      loadAverage: loadavg(),
      windows,
    },
    (_key, value: unknown) => (typeof value === 'number' ? round(value) : value),
  ),
) as { windows: Window[] };
console.log(JSON.stringify(result, null, 2));
console.log(
  '\naudience | origin: members, Janus %, % per member, video loss % | edge: members, Janus %, % per member, video loss %, fps | server % | generator %',
);
for (const w of result.windows) {
  const side = (s: SideFigures) =>
    `${s.audience}, ${s.janusCpuPercent}, ${s.janusCpuPercentPerAudienceMember}, ${s.receive.videoLossPercent}`;
  console.log(
    `${w.audience} | ${side(w.origin)} | ${side(w.edge)}, ${w.edge.receive.videoFpsPerStream} | ${w.cpuPercentOfOneCore.server} | ${w.cpuPercentOfOneCore.generator}`,
  );
}
mkdirSync(args.out, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(path.join(args.out, `stage-${audience}-${stamp}.json`), JSON.stringify(result, null, 2));
const png = plotPng(
  [
    {
      label: 'ORIGIN JANUS',
      points: result.windows.map((w) => [w.audience, w.cpuPercentOfOneCore.origin, w.cpuPercentOfOneCore.generator]),
    },
    { label: 'EDGE JANUS', points: result.windows.map((w) => [w.audience, w.cpuPercentOfOneCore.edge, NaN]) },
  ],
  900,
  560,
  {
    x: 'AUDIENCE MEMBERS (ORIGIN FILLS FIRST)',
    y: 'CPU % OF ONE CORE',
    title: 'JANUS CPU PER SERVER (SOLID) / GENERATOR (DASHED)',
  },
);
writeFileSync(path.join(args.out, `stage-${audience}-${stamp}.png`), png);
console.log(`\nwrote ${path.join(args.out, `stage-${audience}-${stamp}.{json,png}`)}`);
process.exit(failure ? 1 : 0);
