// A large meeting's roster under a burst of joins (decision record 045). The real server
// with its managed Janus in its own process (bench/sfu-load/server.ts), an Enterprise organizer's
// meeting of 1000, the host and N signaling-only audience members joined (no media: they never publish
// or subscribe), then B more joins spread evenly over S seconds, each as a guest does it (the join
// API for a token, then the socket's `join`). During the burst: the server process's CPU time (its own
// /proc stat, Janus not included), its event-loop delay (the server's own /metrics, prom-client's
// monitorEventLoopDelay, read and reset each second), the joins' time to `joined`, and how many
// roster messages the host (a speaker) and one audience member received. `--normal` runs the same
// in a meeting without the stage (largeMeeting false), where every join is one participantJoined to
// everyone and `joined` lists everybody: the cost the batches avoid. Asserts nothing.
// Usage: npx tsx bench/roster-burst.ts [--audience 899] [--burst 100] [--seconds 10] [--normal] [--nice -10]
// (the audience counts one member who keeps the roster messages; host + 899 + 100 = the plan's 1000)
import fs from 'node:fs';
import { setPriority } from 'node:os';
import { parseArgs } from 'node:util';
import type { ServerMessage } from '@vm/contracts';
import { createMeeting, guestJoinUrl, hostJoinUrl, setPlan, signUp } from '../e2e/media/support/product-api';
import { runLimited } from './sfu-load/figures';
import { pinProcess, startLoadServer } from './sfu-load/server';
import { LightSignal } from './support/light-signal';
import { cpuSeconds } from './support/proc-usage';

const { values: args } = parseArgs({
  options: {
    audience: { type: 'string', default: '899' },
    burst: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    normal: { type: 'boolean', default: false },
    // As bench/sfu-load's --nice: -10 puts the server and these sockets above other work on a shared machine.
    nice: { type: 'string', default: '0' },
  },
});
const audienceSize = Number(args.audience);
const burst = Number(args.burst);
const seconds = Number(args.seconds);
const operatorToken = `bench-operator-${Math.random().toString(36).slice(2)}-token`;
const ROSTER_TYPES = ['rosterChanged', 'participantJoined', 'participantUpdated', 'participantLeft'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

if (Number(args.nice) !== 0) setPriority(Number(args.nice));
// The server (and its Janus) on core 1, these sockets on core 0, when there are two cores.
const server = await startLoadServer(
  // Signaling-only members need no media capacity; the cap is lifted so it cannot be what stops them.
  { OPERATOR_TOKEN: operatorToken, MEDIA_SERVER_MAX_SUBSCRIBERS: '100000' },
  1,
);
pinProcess(process.pid, 0);

/** The server's event-loop delay since the last read (prom-client resets its histogram on each read). */
async function eventLoop(): Promise<{ maxMs: number; p99Ms: number; meanMs: number }> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${operatorToken}` },
  }).catch((error: unknown) => {
    const alive = fs.existsSync(`/proc/${server.pid}`);
    throw new Error(`/metrics failed at ${new Date().toISOString()}, server alive: ${alive}`, { cause: error });
  });
  const text = await response.text();
  const value = (name: string) =>
    Number(
      text
        .split('\n')
        .find((line) => line.startsWith(`${name} `))
        ?.split(' ')[1],
    ) * 1000;
  return {
    maxMs: value('nodejs_eventloop_lag_max_seconds'),
    p99Ms: value('nodejs_eventloop_lag_p99_seconds'),
    meanMs: value('nodejs_eventloop_lag_mean_seconds'),
  };
}

const sockets: LightSignal[] = [];
try {
  const host = await signUp(server, 'Roster Host');
  setPlan(server.dataDir, host, 'enterprise');
  const meeting = await createMeeting(server.baseUrl, host, {
    isPublic: true,
    maxParticipants: 1000,
    largeMeeting: !args.normal,
  });
  const hostSignal = await LightSignal.join(
    server.baseUrl,
    await hostJoinUrl(server.baseUrl, host, meeting.id),
    ROSTER_TYPES,
  );
  sockets.push(hostSignal);
  const filling = performance.now();
  await runLimited(
    Array.from({ length: audienceSize - 1 }, (_, n) => n),
    16,
    async (n) => {
      sockets.push(await LightSignal.join(server.baseUrl, await guestJoinUrl(server.baseUrl, meeting.id, `A${n}`)));
    },
  );
  console.error(`${audienceSize} joined in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
  const watcher = sockets.at(-1)!;
  const keepRoster = await LightSignal.join(
    server.baseUrl,
    await guestJoinUrl(server.baseUrl, meeting.id, 'Watcher'),
    ROSTER_TYPES,
  );
  sockets.push(keepRoster);
  console.error(`watcher in at ${new Date().toISOString()}`);
  await sleep(3_000);

  // A quiet window first: what the idle sockets cost (pings every 4 s).
  await eventLoop();
  const idleCpu = cpuSeconds([server.pid]);
  await sleep(5_000);
  const idle = { cpuSeconds: cpuSeconds([server.pid]) - idleCpu, eventLoop: await eventLoop() };

  // The burst: one join every seconds/burst, each its own guest (API token, then the socket's join).
  const hostBefore = hostSignal.kept.length;
  const watcherBefore = keepRoster.kept.length;
  const perSecond: Array<{ maxMs: number; p99Ms: number; meanMs: number }> = [];
  const joinMs: number[] = [];
  const cpuBefore = cpuSeconds([server.pid]);
  const started = performance.now();
  const sampler = setInterval(
    () =>
      void eventLoop().then(
        (sample) => perSecond.push(sample),
        (error: unknown) => console.error(error),
      ),
    1_000,
  );
  const joins: Array<Promise<void>> = [];
  const failures: string[] = [];
  for (let n = 0; n < burst; n += 1) {
    await sleep(Math.max(0, started + (n * seconds * 1000) / burst - performance.now()));
    joins.push(
      (async () => {
        const sent = performance.now();
        const link = await guestJoinUrl(server.baseUrl, meeting.id, `B${n}`);
        sockets.push(await LightSignal.join(server.baseUrl, link));
        joinMs.push(performance.now() - sent);
      })().catch((error: unknown) => void failures.push(String(error))),
    );
  }
  await Promise.all(joins);
  // The last batch goes out within the batch interval; a second more takes it in.
  await sleep(1_000);
  clearInterval(sampler);
  const windowSeconds = (performance.now() - started) / 1000;
  const burstCpu = cpuSeconds([server.pid]) - cpuBefore;
  const hostRoster = hostSignal.kept.slice(hostBefore);
  const watcherRoster = keepRoster.kept.slice(watcherBefore);
  const lastCount = [...hostRoster].reverse().find((k) => k.message.type === 'rosterChanged')?.message as
    Extract<ServerMessage, { type: 'rosterChanged' }> | undefined;
  const result = {
    meeting: args.normal ? 'normal (no stage)' : 'large (stage and audience)',
    audienceBefore: audienceSize,
    burst,
    burstSeconds: seconds,
    windowSeconds,
    idle: { seconds: 5, serverCpuSeconds: idle.cpuSeconds, eventLoop: idle.eventLoop },
    serverCpuSeconds: burstCpu,
    serverCpuPercentOfCore: (100 * burstCpu) / windowSeconds,
    serverCpuMsPerJoin: (1000 * burstCpu) / burst,
    eventLoopPerSecond: perSecond,
    eventLoopMaxMs: Math.max(...perSecond.map((s) => s.maxMs)),
    eventLoopP99MsWorstSecond: Math.max(...perSecond.map((s) => s.p99Ms)),
    failedJoins: failures,
    joinMs: { median: quantile(joinMs, 0.5), p90: quantile(joinMs, 0.9), worst: Math.max(...joinMs) },
    hostReceived: Object.fromEntries(
      ROSTER_TYPES.map((type) => [type, hostRoster.filter((k) => k.message.type === type).length]),
    ),
    audienceMemberReceived: Object.fromEntries(
      ROSTER_TYPES.map((type) => [type, watcherRoster.filter((k) => k.message.type === type).length]),
    ),
    hostLastAudienceCount: lastCount?.audienceCount,
    joinedBytesOfLastJoiner: Buffer.byteLength(JSON.stringify(sockets.at(-1)?.joined ?? {})),
    watcherSawRefusal: watcher.refused,
  };
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `\n${result.meeting}: ${audienceSize} + host in, then ${burst} joins in ${seconds} s (window ${windowSeconds.toFixed(1)} s)\n` +
      `  server CPU ${burstCpu.toFixed(2)} s = ${result.serverCpuPercentOfCore.toFixed(0)}% of a core, ` +
      `${result.serverCpuMsPerJoin.toFixed(1)} ms per join (idle: ${idle.cpuSeconds.toFixed(2)} s in 5 s)\n` +
      `  event-loop delay: worst second max ${result.eventLoopMaxMs.toFixed(1)} ms, p99 ${result.eventLoopP99MsWorstSecond.toFixed(1)} ms ` +
      `(idle max ${idle.eventLoop.maxMs.toFixed(1)} ms)\n` +
      `  join to joined: median ${result.joinMs.median.toFixed(0)} ms, p90 ${result.joinMs.p90.toFixed(0)} ms\n` +
      `  the host received ${JSON.stringify(result.hostReceived)}; an audience member ${JSON.stringify(result.audienceMemberReceived)}\n` +
      `  the last joiner's joined: ${result.joinedBytesOfLastJoiner} bytes`,
  );
} finally {
  for (const socket of sockets) socket.close();
  await server.stop();
}
