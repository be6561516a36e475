// bench/sfu-load: synthetic participants (werift, no browser) load one Janus through our own
// signaling, and the tool measures what it costs. Run as root inside the media namespace:
//   e2e/run-in-netns.sh npx tsx bench/sfu-load/main.ts --publishers 10 --subscribers 0 --max-subscriptions 25 --seconds 30
// Options: --publishers N (join first, camera in three simulcast layers and microphone), --subscribers M
// (receive-only), --max-subscriptions K (cameras each participant takes at most, low layer), --talkers T
// (publishers with loud audio; the rest send Opus DTX), --layers fhq|q (q: one layer, no simulcast),
// --steps S (measure after every S-th part of the joins too, for the plot), --seconds (final window),
// --step-seconds, --out DIR (JSON and PNG; default .cache/sfu-load/results), --janus-cpu, --generator-cpu.
// Prints JSON and a table and writes a PNG of Janus CPU against forwarded video streams.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, networkInterfaces } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan, signUp } from '../../e2e/media/support/product-api';
import { childJanus, cpuSeconds, rssMiB } from '../support/proc-usage';
import { FIXTURE_DIR, makeFixtures, VIDEO_LAYERS } from './make-fixtures.mjs';
import { readIvf, readOggOpus } from './media-files';
import { SyntheticParticipant } from './participant';
import { plotPng } from './plot';
import type { Fixtures } from './publisher';
import { pinProcess, startLoadServer } from './server';

const { values: args } = parseArgs({
  options: {
    publishers: { type: 'string', default: '10' },
    subscribers: { type: 'string', default: '0' },
    'max-subscriptions': { type: 'string', default: '25' },
    talkers: { type: 'string', default: '1' },
    layers: { type: 'string', default: 'fhq' },
    steps: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '30' },
    'step-seconds': { type: 'string', default: '10' },
    'janus-cpu': { type: 'string', default: '0' },
    'generator-cpu': { type: 'string', default: '1' },
    out: { type: 'string', default: path.join(FIXTURE_DIR, 'results') },
  },
});
const publishers = Number(args.publishers);
const subscribers = Number(args.subscribers);
const maxCameras = Number(args['max-subscriptions']);
const talkers = Math.min(Number(args.talkers), publishers);
const rids = args.layers === 'q' ? ['q'] : ['f', 'h', 'q'];
const steps = Math.max(1, Number(args.steps));
const seconds = Number(args.seconds);
const stepSeconds = Number(args['step-seconds']);
const janusCpu = Number(args['janus-cpu']);
const generatorCpu = Number(args['generator-cpu']);
const SETTLE_MS = 5_000;

if (!(publishers >= 1 && subscribers >= 0 && publishers + subscribers >= 2 && seconds > 0 && maxCameras >= 0)) {
  console.error(
    'usage: bench/sfu-load/main.ts --publishers N>=1 --subscribers M>=0 [--max-subscriptions K] [--seconds S]',
  );
  process.exit(2);
}
if (!Object.values(networkInterfaces()).some((list) => list?.some((a) => a.address === '127.1.0.1'))) {
  console.error('Run inside the media namespace: e2e/run-in-netns.sh npx tsx bench/sfu-load/main.ts ...');
  process.exit(1);
}
const cores = availableParallelism();
const pinned = cores >= 2 && janusCpu !== generatorCpu;

const paths = makeFixtures();
const fixtures: Fixtures = {
  video: VIDEO_LAYERS.map((layer) => {
    const ivf = readIvf(paths.video[layer.rid]!);
    return { rid: layer.rid, fps: ivf.fps, frames: ivf.frames };
  }),
  audio: readOggOpus(paths.audio),
};

// Janus alone on one core; the generator and our server (idle while media flows) on the other.
if (pinned) pinProcess(process.pid, generatorCpu);
const server = await startLoadServer(
  { RTC_MIN_PORT: '20000', RTC_MAX_PORT: '40000' },
  pinned ? generatorCpu : undefined,
);
const janus = childJanus(server.pid);
if (janus === undefined) throw new Error('the managed Janus process was not found');
if (pinned) pinProcess(janus, janusCpu);

const people: SyntheticParticipant[] = [];
// One pacer for every publisher: 10 ms ticks, each sends what is due.
const pacer = setInterval(() => {
  const now = performance.now();
  for (const person of people) person.publisher?.tick(now);
}, 10);

interface Window {
  joined: number;
  publishers: number;
  seconds: number;
  /** Video and audio streams that arrived at subscribers during the window (Janus's forwarded streams). */
  forwarded: { video: number; audio: number };
  /** Expected forwarded video streams: each participant takes min(cap, other publishers). */
  expectedVideo: number;
  cpuPercentOfOneCore: { janus: number; server: number; generator: number };
  janusCpuPerForwardedVideoStream: number;
  serverCpuPerParticipant: number;
  rssMiB: { janus: number; server: number; generator: number };
  receive: {
    videoLossPercent: number;
    audioLossPercent: number;
    videoFpsPerStream: number;
    videoKbpsPerStream: number;
    jitterMs: { audio: number; video: number };
  };
  sentMbps: number;
}

type Snapshot = ReturnType<typeof snapshot>;
function snapshot() {
  return {
    at: performance.now(),
    cpu: { janus: cpuSeconds([janus!]), server: cpuSeconds([server.pid]), generator: cpuSeconds([process.pid]) },
    sent: people.reduce((sum, p) => sum + (p.publisher?.stats.bytes ?? 0), 0),
    streams: people.map((p) =>
      [...p.subscriber.counts.entries()].map(([ssrc, c]) => ({
        ssrc,
        kind: c.kind,
        packets: c.packets,
        bytes: c.bytes,
        frames: c.frames,
        expected: c.highestSeq - c.baseSeq + 1,
        jitterMs: (c.jitter / c.clockRate) * 1000,
      })),
    ),
  };
}

function measure(before: Snapshot, after: Snapshot): Window {
  const elapsed = (after.at - before.at) / 1000;
  const pct = (key: keyof Snapshot['cpu']) => ((after.cpu[key] - before.cpu[key]) / elapsed) * 100;
  const totals = {
    video: { streams: 0, expected: 0, lost: 0, frames: 0, bytes: 0, jitter: 0 },
    audio: { streams: 0, expected: 0, lost: 0, frames: 0, bytes: 0, jitter: 0 },
  };
  after.streams.forEach((list, i) => {
    const earlier = new Map(before.streams[i]?.map((s) => [s.ssrc, s]));
    for (const stream of list) {
      const old = earlier.get(stream.ssrc);
      const packets = stream.packets - (old?.packets ?? 0);
      if (packets <= 0) continue;
      const sum = totals[stream.kind];
      const expected = stream.expected - (old?.expected ?? 0);
      sum.streams += 1;
      sum.expected += expected;
      sum.lost += Math.max(0, expected - packets);
      sum.frames += stream.frames - (old?.frames ?? 0);
      sum.bytes += stream.bytes - (old?.bytes ?? 0);
      sum.jitter += stream.jitterMs;
    }
  });
  const pubs = people.filter((p) => p.publisher).length;
  const expectedVideo = people.reduce((sum, p) => sum + Math.min(maxCameras, pubs - (p.publisher ? 1 : 0)), 0);
  const cpu = { janus: pct('janus'), server: pct('server'), generator: pct('generator') };
  const { video, audio } = totals;
  return {
    joined: people.length,
    publishers: pubs,
    seconds: Math.round(elapsed * 10) / 10,
    forwarded: { video: video.streams, audio: audio.streams },
    expectedVideo,
    cpuPercentOfOneCore: cpu,
    janusCpuPerForwardedVideoStream: video.streams ? cpu.janus / video.streams : 0,
    serverCpuPerParticipant: cpu.server / people.length,
    rssMiB: { janus: rssMiB(janus!), server: rssMiB(server.pid), generator: rssMiB(process.pid) },
    receive: {
      videoLossPercent: video.expected ? (video.lost / video.expected) * 100 : 0,
      audioLossPercent: audio.expected ? (audio.lost / audio.expected) * 100 : 0,
      videoFpsPerStream: video.streams ? video.frames / elapsed / video.streams : 0,
      videoKbpsPerStream: video.streams ? (video.bytes * 8) / 1000 / elapsed / video.streams : 0,
      jitterMs: {
        audio: audio.streams ? audio.jitter / audio.streams : 0,
        video: video.streams ? video.jitter / video.streams : 0,
      },
    },
    sentMbps: ((after.sent - before.sent) * 8) / 1e6 / elapsed,
  };
}

/** UDP datagrams the kernel dropped for a full receive buffer, by process (ss -uanpm, this namespace). */
function udpDrops(): Record<string, number> {
  const drops: Record<string, number> = {};
  const output = spawnSync('ss', ['-uanpm'], { encoding: 'utf8' }).stdout ?? '';
  // Each socket: a line with users:(("name",pid=...)) followed by skmem:(...,d<drops>).
  for (const match of output.matchAll(/users:\(\("([^"]+)"[\s\S]*?skmem:\([^)]*?d(\d+)\)/g))
    drops[match[1]!] = (drops[match[1]!] ?? 0) + Number(match[2]);
  return drops;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

const windows: Window[] = [];
const joinMs: number[] = [];
const joinServerCpu: number[] = [];
let failure: string | undefined;
let udpDropsAtEnd: Record<string, number> = {};
try {
  const host = await signUp(server, 'Load Host');
  // The organizer's plan, as an operator sets it (enterprise: up to 1000 people, no time limit).
  setPlan(server.dataDir, host, 'enterprise');
  const meeting = await createMeeting(server.baseUrl, host, { isPublic: true, maxParticipants: 1000 });
  const total = publishers + subscribers;
  const stepAt = new Set(Array.from({ length: steps - 1 }, (_, i) => Math.round(((i + 1) * total) / steps)));
  for (let index = 0; index < total; index++) {
    const publish = index < publishers;
    const name = publish ? `P${index}` : `V${index - publishers}`;
    const joinLink =
      index === 0
        ? await hostJoinUrl(server.baseUrl, host, meeting.id)
        : await guestJoinUrl(server.baseUrl, meeting.id, name);
    const cpuBefore = cpuSeconds([server.pid]);
    const person = await SyntheticParticipant.join({
      baseUrl: server.baseUrl,
      joinLink,
      name,
      publish,
      talking: index < talkers,
      rids,
      fixtures,
      maxCameras,
    });
    joinServerCpu.push(cpuSeconds([server.pid]) - cpuBefore);
    people.push(person);
    if (stepAt.has(people.length)) {
      await sleep(SETTLE_MS);
      const before = snapshot();
      await sleep(stepSeconds * 1000);
      windows.push(measure(before, snapshot()));
      console.error(`after ${people.length} joins:`, JSON.stringify(windows.at(-1)));
    }
  }
  await sleep(SETTLE_MS);
  const before = snapshot();
  await sleep(seconds * 1000);
  windows.push(measure(before, snapshot()));
  udpDropsAtEnd = udpDrops();
  if (process.env.SFU_LOAD_DEBUG) console.error(spawnSync('ss', ['-uanpm'], { encoding: 'utf8' }).stdout);
  // First packet after join: for everyone who had someone publishing before them.
  for (const person of people.slice(1)) {
    const first = person.subscriber.firstPacketAt.video;
    if (first !== undefined) joinMs.push(first - person.joinSentAt);
  }
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
  console.error('run failed:', error);
} finally {
  clearInterval(pacer);
  for (const person of people) person.close();
  await server.stop();
}

const final = windows.at(-1);
const result = {
  command: `bench/sfu-load/main.ts ${process.argv.slice(2).join(' ')}`,
  machine: { cores, pinned: pinned ? { janus: janusCpu, generatorAndServer: generatorCpu } : 'not pinned' },
  room: { publishers, subscribers, maxSubscriptions: maxCameras, talkers, layers: rids.join('') },
  failure,
  joined: people.length,
  firstVideoPacketAfterJoinMs: {
    median: round(median(joinMs), 0),
    worst: round(joinMs.length ? Math.max(...joinMs) : NaN, 0),
  },
  udpReceiveBufferDropsByProcess: udpDropsAtEnd,
  loadAverage: loadavg(),
  serverCpuMsPerJoin: round((median(joinServerCpu) || 0) * 1000, 0),
  windows: windows.map(
    (w) => JSON.parse(JSON.stringify(w, (_k, v: unknown) => (typeof v === 'number' ? round(v) : v))) as Window,
  ),
};
console.log(JSON.stringify(result, null, 2));
if (final) {
  console.log();
  console.table(
    windows.map((w) => ({
      joined: w.joined,
      'video fwd (expected)': `${w.forwarded.video} (${w.expectedVideo})`,
      'audio fwd': w.forwarded.audio,
      'janus %': round(w.cpuPercentOfOneCore.janus, 1),
      'janus %/video': round(w.janusCpuPerForwardedVideoStream, 3),
      'server %': round(w.cpuPercentOfOneCore.server, 1),
      'server %/person': round(w.serverCpuPerParticipant, 3),
      'generator %': round(w.cpuPercentOfOneCore.generator, 1),
      'video loss %': round(w.receive.videoLossPercent, 2),
      'audio loss %': round(w.receive.audioLossPercent, 2),
      'fps/stream': round(w.receive.videoFpsPerStream, 1),
      'kbps/stream': round(w.receive.videoKbpsPerStream, 0),
      'RSS MiB janus/server/gen': `${round(w.rssMiB.janus, 0)}/${round(w.rssMiB.server, 0)}/${round(w.rssMiB.generator, 0)}`,
    })),
  );
  console.log(
    `first video packet after join: median ${result.firstVideoPacketAfterJoinMs.median} ms, worst ${result.firstVideoPacketAfterJoinMs.worst} ms`,
  );
  mkdirSync(args.out, { recursive: true });
  const base = path.join(
    args.out,
    `sfu-load-${publishers}p-${subscribers}v-${new Date().toISOString().replace(/[:.]/g, '-')}`,
  );
  writeFileSync(`${base}.json`, JSON.stringify(result, null, 2));
  writeFileSync(
    `${base}.png`,
    plotPng([
      {
        label: `${publishers}P+${subscribers}V`,
        points: windows.map((w) => [w.forwarded.video, w.cpuPercentOfOneCore.janus, w.cpuPercentOfOneCore.generator]),
      },
    ]),
  );
  console.log(`wrote ${base}.json and ${base}.png`);
}
process.exit(failure ? 1 : 0);
