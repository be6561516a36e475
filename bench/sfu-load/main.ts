// bench/sfu-load: synthetic participants (werift, no browser) load one Janus through our own
// signaling, and the tool measures what it costs. Run as root inside the media namespace:
//   e2e/run-in-netns.sh npx tsx bench/sfu-load/main.ts --publishers 10 --subscribers 0 --max-subscriptions 25 --seconds 30
// Options: --publishers N (join first, camera in three simulcast layers and microphone), --subscribers M
// (receive-only), --max-subscriptions K (cameras each participant takes at most, low layer), --talkers T
// (publishers with loud audio; the rest send Opus DTX), --layers fhq|q (q: one layer, no simulcast),
// --workers W (generator processes sharing the participants, default 4), --join-concurrency C (joins
// under way at once, default 1), --decrypt (receivers decrypt SRTP with werift instead of counting
// from the clear header: the old, heavier receive path), --steps S (measure after every S-th part of the joins too, for the
// plot), --seconds (final window), --step-seconds, --out DIR (JSON and PNG; default
// .cache/sfu-load/results), --janus-cpu, --generator-cpu, --nice N (scheduling priority of the
// tool, our server and its Janus, e.g. -10 against other work on a shared machine; root), --record
// (after the final window, the organizer starts the cloud recording through the API, as the room's
// button does, and one more window of --seconds is measured while Janus records).
// Prints JSON and a table and writes a PNG of Janus CPU against forwarded video streams.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, networkInterfaces, setPriority } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createMeeting,
  guestJoinUrl,
  hostJoinUrl,
  setPlan,
  signUp,
  type Account,
} from '../../e2e/media/support/product-api';
import { childJanus, coreTicks, cpuSeconds, rssMiB } from '../support/proc-usage';
import {
  expectedVideoStreams,
  median,
  receiveFigures,
  runLimited,
  udpDropsByPid,
  workerFor,
  type WorkerSample,
} from './figures';
import { Generator } from './generator';
import { FIXTURE_DIR, makeFixtures } from '../../test-support/synthetic/make-fixtures.mjs';
import { printAndSave, type Result, type Window } from './report';
import { pinProcess, startLoadServer } from './server';

const { values: args } = parseArgs({
  options: {
    publishers: { type: 'string', default: '10' },
    subscribers: { type: 'string', default: '0' },
    'max-subscriptions': { type: 'string', default: '25' },
    talkers: { type: 'string', default: '1' },
    layers: { type: 'string', default: 'fhq' },
    workers: { type: 'string', default: '4' },
    'join-concurrency': { type: 'string', default: '1' },
    decrypt: { type: 'boolean', default: false },
    steps: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '30' },
    'step-seconds': { type: 'string', default: '10' },
    'janus-cpu': { type: 'string', default: '0' },
    'generator-cpu': { type: 'string', default: '1' },
    nice: { type: 'string', default: '0' },
    record: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(FIXTURE_DIR, 'results') },
  },
});
const publishers = Number(args.publishers);
const subscribers = Number(args.subscribers);
const total = publishers + subscribers;
const maxCameras = Number(args['max-subscriptions']);
const talkers = Math.min(Number(args.talkers), publishers);
const rids = args.layers === 'q' ? ['q'] : ['f', 'h', 'q'];
const workers = Math.max(1, Math.min(Number(args.workers), total));
const joinConcurrency = Math.max(1, Number(args['join-concurrency']));
const steps = Math.max(1, Number(args.steps));
const seconds = Number(args.seconds);
const stepSeconds = Number(args['step-seconds']);
const janusCpu = Number(args['janus-cpu']);
const generatorCpu = Number(args['generator-cpu']);
const SETTLE_MS = 5_000;

if (!(publishers >= 1 && subscribers >= 0 && total >= 2 && seconds > 0 && maxCameras >= 0 && workers >= 1)) {
  console.error(
    'usage: bench/sfu-load/main.ts --publishers N>=1 --subscribers M>=0 [--max-subscriptions K] [--workers W] [--seconds S]',
  );
  process.exit(2);
}
if (!Object.values(networkInterfaces()).some((list) => list?.some((a) => a.address === '127.1.0.1'))) {
  console.error('Run inside the media namespace: e2e/run-in-netns.sh npx tsx bench/sfu-load/main.ts ...');
  process.exit(1);
}
const cores = availableParallelism();
const pinned = cores >= 2 && janusCpu !== generatorCpu;

try {
  makeFixtures();
} catch (error) {
  // The namespace has no network, so apt cannot fetch ffmpeg from in here.
  console.error(
    `${String(error)}\nMake the fixtures outside the namespace first: node test-support/synthetic/make-fixtures.mjs`,
  );
  process.exit(1);
}

// Janus alone on one core; the generator's processes (they inherit this one's affinity) and our
// server (idle while media flows) on the other. All of them inherit this thread's priority.
if (Number(args.nice) !== 0) setPriority(Number(args.nice));
if (pinned) pinProcess(process.pid, generatorCpu);
const server = await startLoadServer(
  { RTC_MIN_PORT: '20000', RTC_MAX_PORT: '40000' },
  pinned ? generatorCpu : undefined,
);
const janus = childJanus(server.pid);
if (janus === undefined) throw new Error('the managed Janus process was not found');
if (pinned) pinProcess(janus, janusCpu);
const generator = new Generator(workers);

interface Snapshot {
  at: number;
  cpu: { janus: number; server: number; generator: number; workers: number[] };
  cores: { janus: { busy: number; total: number }; generator: { busy: number; total: number } };
  samples: WorkerSample[];
  /** Bytes Janus has written under the server's recordings folder. */
  recordedBytes: number;
}

/** Bytes of every file under `dir` (0 when it does not exist). */
function bytesUnder(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
  } catch {
    return 0;
  }
}

/** The organizer starts the cloud recording, as the room's button does (recording-control-routes.ts). */
async function startRecording(host: Account, meetingId: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/VideoMeeting/meetings/${meetingId}/recording/start`, {
    method: 'POST',
    headers: host.headers,
  });
  if (!response.ok) throw new Error(`recording did not start: ${response.status} ${await response.text()}`);
}
let recording = false;

async function snapshot(): Promise<Snapshot> {
  const samples = await generator.sample();
  return {
    at: performance.now(),
    cpu: {
      janus: cpuSeconds([janus!]),
      server: cpuSeconds([server.pid]),
      generator: cpuSeconds(generator.pids),
      workers: generator.workerPids.map((pid) => cpuSeconds([pid])),
    },
    cores: { janus: coreTicks(janusCpu), generator: coreTicks(generatorCpu) },
    samples,
    recordedBytes: bytesUnder(path.join(server.dataDir, 'recordings', 'raw')),
  };
}

const joined: Array<{ name: string; publishes: boolean }> = [];

function measure(before: Snapshot, after: Snapshot): Window {
  const elapsed = (after.at - before.at) / 1000;
  const pct = (cpu: number, earlier: number) => ((cpu - earlier) / elapsed) * 100;
  const busy = (key: 'janus' | 'generator') =>
    ((after.cores[key].busy - before.cores[key].busy) / (after.cores[key].total - before.cores[key].total)) * 100;
  const receive = receiveFigures(before.samples, after.samples);
  const cpu = {
    janus: pct(after.cpu.janus, before.cpu.janus),
    server: pct(after.cpu.server, before.cpu.server),
    generator: pct(after.cpu.generator, before.cpu.generator),
    generatorProcesses: after.cpu.workers.map((value, i) => pct(value, before.cpu.workers[i] ?? 0)),
  };
  const { streams, packetsPerSecond, sentMbps, ...figures } = receive;
  const packets = packetsPerSecond.audio + packetsPerSecond.video;
  return {
    recording,
    recordedMbps: ((after.recordedBytes - before.recordedBytes) * 8) / elapsed / 1e6,
    joined: joined.length,
    publishers: joined.filter((p) => p.publishes).length,
    seconds: elapsed,
    forwarded: streams,
    expectedVideo: expectedVideoStreams(joined, maxCameras),
    cpuPercentOfOneCore: cpu,
    coreBusyPercent: pinned ? { janus: busy('janus'), generator: busy('generator') } : undefined,
    janusCpuPerForwardedVideoStream: streams.video ? cpu.janus / streams.video : 0,
    // % of one core is 10,000 µs of CPU per second.
    janusCpuMicrosecondsPerForwardedPacket: packets ? (cpu.janus * 10_000) / packets : 0,
    forwardedPacketsPerSecond: packetsPerSecond,
    serverCpuPerParticipant: cpu.server / joined.length,
    rssMiB: {
      janus: rssMiB(janus!),
      server: rssMiB(server.pid),
      generator: generator.pids.reduce((sum, pid) => sum + rssMiB(pid), 0),
    },
    receive: figures,
    sentMbps,
  };
}

/** UDP receive-buffer drops (ss, this namespace) of Janus, our server, the generator and anything else. */
function udpDrops(): Record<string, number> {
  const byPid = udpDropsByPid(spawnSync('ss', ['-uanpm'], { encoding: 'utf8' }).stdout ?? '');
  const drops: Record<string, number> = { janus: 0, server: 0, generator: 0, other: 0 };
  const generatorPids = new Set(generator.pids);
  for (const [pid, count] of byPid) {
    const who =
      pid === janus ? 'janus' : pid === server.pid ? 'server' : generatorPids.has(pid) ? 'generator' : 'other';
    drops[who]! += count;
  }
  return drops;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function measureWindow(ms: number): Promise<Window> {
  await sleep(SETTLE_MS);
  const before = await snapshot();
  await sleep(ms);
  return measure(before, await snapshot());
}

const windows: Window[] = [];
const firstVideoMs: number[] = [];
let joinServerCpu = 0;
let joinSeconds = 0;
let failure: string | undefined;
let udpDropsAtEnd: Record<string, number> = {};
try {
  const host = await signUp(server, 'Load Host');
  // The organizer's plan, as an operator sets it (enterprise: up to 1000 people, no time limit).
  setPlan(server.dataDir, host, 'enterprise');
  const meeting = await createMeeting(server.baseUrl, host, {
    isPublic: true,
    maxParticipants: 1000,
    // Everyone publishes: a meeting this size would otherwise default to a stage and an audience
    // (decision record 044), whose audience is refused publishing (bench/sfu-load/stage.ts measures that).
    largeMeeting: false,
    allowRecording: args.record,
  });
  // Step boundaries: after each, the joins pause for a measuring window.
  const bounds = Array.from({ length: steps }, (_, i) => Math.round(((i + 1) * total) / steps));
  let index = 0;
  for (const bound of bounds) {
    const segment = Array.from({ length: bound - index }, (_, i) => index + i);
    index = bound;
    const cpuBefore = cpuSeconds([server.pid]);
    const startedAt = performance.now();
    await runLimited(segment, joinConcurrency, async (i) => {
      const publish = i < publishers;
      const name = publish ? `P${i}` : `V${i - publishers}`;
      const joinLink =
        i === 0
          ? await hostJoinUrl(server.baseUrl, host, meeting.id)
          : await guestJoinUrl(server.baseUrl, meeting.id, name);
      await generator.join(workerFor(i, publishers, workers), {
        baseUrl: server.baseUrl,
        joinLink,
        name,
        publish,
        talking: i < talkers,
        rids,
        maxCameras,
        decrypt: args.decrypt,
      });
      joined.push({ name, publishes: publish });
    });
    joinServerCpu += cpuSeconds([server.pid]) - cpuBefore;
    joinSeconds += (performance.now() - startedAt) / 1000;
    const last = bound === total;
    windows.push(await measureWindow((last ? seconds : stepSeconds) * 1000));
    if (!last) console.error(`after ${joined.length} joins:`, JSON.stringify(windows.at(-1)));
  }
  if (args.record) {
    // The same room again, now recorded: Janus writes every stream it receives to disk.
    await startRecording(host, meeting.id);
    recording = true;
    windows.push(await measureWindow(seconds * 1000));
  }
  udpDropsAtEnd = udpDrops();
  if (process.env.SFU_LOAD_DEBUG) console.error(spawnSync('ss', ['-uanpm'], { encoding: 'utf8' }).stdout);
  // First video packet after join, for everyone but the first (nobody published before them).
  const first = await generator.firstVideo();
  for (const { name } of joined.slice(1)) if (first[name] !== undefined) firstVideoMs.push(first[name]);
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
  console.error('run failed:', error);
} finally {
  await generator.stop();
  await server.stop();
}

const result: Result = {
  command: `bench/sfu-load/main.ts ${process.argv.slice(2).join(' ')}`,
  machine: { cores, pinned: pinned ? { janus: janusCpu, generatorAndServer: generatorCpu } : 'not pinned' },
  room: {
    publishers,
    subscribers,
    maxSubscriptions: maxCameras,
    talkers,
    layers: rids.join(''),
    generatorProcesses: workers,
    joinConcurrency,
    receive: args.decrypt ? 'decrypt' : 'clear header',
    nice: Number(args.nice),
    record: args.record,
  },
  failure,
  joined: joined.length,
  firstVideoPacketAfterJoinMs: {
    median: median(firstVideoMs),
    worst: firstVideoMs.length ? Math.max(...firstVideoMs) : NaN,
  },
  udpReceiveBufferDropsByProcess: udpDropsAtEnd,
  loadAverage: loadavg(),
  serverCpuMsPerJoin: joined.length ? (joinServerCpu * 1000) / joined.length : 0,
  joinSeconds,
  windows,
};
printAndSave(result, args.out);
process.exit(failure ? 1 : 0);
