// What the relay between nodes adds to a signaling round trip (docs/decisions/029). Two real
// server processes share one PostgreSQL database and one Redis; the room lives on node A. One guest
// joins through A (direct), one through B (its frames relayed over Redis pub/sub to A and back). Each
// toggles its raised hand and times the `participantUpdated` that the room broadcasts back to it;
// direct and relayed samples alternate, so the machine's noise hits both alike. Each guest toggles at
// most twice a second, its signaling budget (decision record 050), so 300 samples take about 3 minutes.
// Asserts nothing.
// Usage: npx tsx bench/relay-latency.ts [round trips per guest, default 300]
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres, allowed to
// create databases), Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379) and Janus (scripts/ensure-janus.mjs).
import crypto from 'node:crypto';
import os from 'node:os';
import { Redis } from 'ioredis';
import type { ServerMessage } from '@vm/contracts';
import { createMeeting, guestJoinUrl, hostJoinUrl, type Account } from '../e2e/media/support/product-api';
import { listMail } from '../e2e/support/mailbox';
import { Signal } from '../test-support/synthetic/signal';
import { createThrowawayDatabase } from './support/postgres-database';
import { startServer, type RunningServer } from './support/server';

const samples = Number(process.argv[2] ?? 300);
const warmup = 20;
/** A guest's raiseHand budget refills two a second (decision record 050): one toggle per guest per turn, no faster. */
const TURN_MS = 550;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Joined {
  signal: Signal;
  id: string;
}

/** Registers through node A; the code's mail may go out through either node's outbox. */
async function signUp(nodes: RunningServer[], name: string): Promise<Account> {
  const email = `relay-bench-${Date.now().toString(36)}@example.test`;
  const api = `${nodes[0]!.baseUrl}/api/VideoMeeting/guest`;
  const post = (path: string, body: unknown) =>
    fetch(`${api}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  if (!(await post('send-otp?purpose=register', { email })).ok) throw new Error('send-otp failed');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await Promise.all(nodes.map(listMail))).flat().find((message) => message.to.includes(email));
    const otpCode = mail && /\b(\d{6})\b/.exec(mail.subject)?.[1];
    if (otpCode) {
      const reply = await post('register-with-otp', { name, email, otpCode });
      if (!reply.ok) throw new Error(`register-with-otp answered ${reply.status}`);
      const { data } = (await reply.json()) as { data: { token: string } };
      return { email, headers: { authorization: `Bearer ${data.token}` } };
    }
    if (Date.now() > deadline) throw new Error('no sign-in code in either dev mailbox within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens `/room/{code}` from a relative join link on one node and joins with microphone and camera off. */
async function joinRoom(baseUrl: string, joinLink: string): Promise<Joined> {
  const url = new URL(joinLink, baseUrl);
  const signal = await Signal.open(baseUrl, decodeURIComponent(url.pathname.split('/').pop()!));
  const joined = signal.next('joined');
  signal.send({ type: 'join', token: url.hash.replace('#token=', ''), audioMuted: true, videoMuted: true });
  return { signal, id: (await joined).self.id };
}

/** When (performance.now()) the first message that passes `test` arrives. */
function arrival(signal: Signal, test: (message: ServerMessage) => boolean, timeoutMs = 10_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (off(), reject(new Error(`no echo within ${timeoutMs} ms`))), timeoutMs);
    const off = signal.on((message) => {
      if (!test(message)) return;
      clearTimeout(timer);
      off();
      resolve(performance.now());
    });
  });
}

/** One raiseHand round trip of `sender`, in ms; waits until everyone else saw it too, so samples never overlap. */
async function roundTrip(sender: Joined, everyone: Joined[], raised: boolean): Promise<number> {
  const echo = (message: ServerMessage) =>
    message.type === 'participantUpdated' &&
    message.participant.id === sender.id &&
    message.participant.handRaised === raised;
  const seen = everyone.map((person) => arrival(person.signal, echo));
  const started = performance.now();
  sender.signal.send({ type: 'raiseHand', raised });
  const times = await Promise.all(seen);
  return times[everyone.indexOf(sender)]! - started;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return {
    median: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    mean: round(values.reduce((sum, ms) => sum + ms, 0) / values.length),
    min: round(sorted[0]!),
    max: round(sorted.at(-1)!),
  };
}

const database = await createThrowawayDatabase();
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
const nodes: RunningServer[] = [];
const sockets: Signal[] = [];
try {
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    SECRET_KEY: crypto.randomBytes(24).toString('hex'),
    DRAIN_SECONDS: '5',
    // The free plan's rooms hold two people; this one holds the organizer and two guests.
    DEFAULT_PLAN: 'pro',
  };
  // One after the other: the first start migrates the fresh database.
  nodes.push(await startServer({ ...env, NODE_ID: 'bench-a' }));
  nodes.push(await startServer({ ...env, NODE_ID: 'bench-b' }));
  const [a, b] = nodes as [RunningServer, RunningServer];

  const host = await signUp(nodes, 'Relay Host');
  const meeting = await createMeeting(a.baseUrl, host, { isPublic: true, title: 'Relay latency' });
  const organizer = await joinRoom(a.baseUrl, await hostJoinUrl(a.baseUrl, host, meeting.id));
  const direct = await joinRoom(a.baseUrl, await guestJoinUrl(a.baseUrl, meeting.id, 'Dana Direct'));
  const relayed = await joinRoom(b.baseUrl, await guestJoinUrl(b.baseUrl, meeting.id, 'Remy Relayed'));
  sockets.push(organizer.signal, direct.signal, relayed.signal);
  const owner = await redis.get(`vm:room-owner:${meeting.id}`);
  if (owner !== 'bench-a') throw new Error(`the room's owner is ${owner}, not bench-a`);

  const everyone = [organizer, direct, relayed];
  const directMs: number[] = [];
  const relayedMs: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    // Alternate which goes first too (ABBA), so neither always follows the other.
    const order: Array<[Joined, number[]]> = [
      [direct, directMs],
      [relayed, relayedMs],
    ];
    if (i % 2) order.reverse();
    const turn = performance.now();
    for (const [sender, into] of order) {
      const ms = await roundTrip(sender, everyone, i % 2 === 0);
      if (i >= warmup) into.push(ms);
    }
    const left = TURN_MS - (performance.now() - turn);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  // For scale: one Redis round trip from this process (a relayed message makes two publishes).
  const pingMs: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await redis.ping();
    pingMs.push(performance.now() - started);
  }

  const result = {
    samplesPerGuest: samples,
    warmupDiscarded: warmup,
    roomOwner: owner,
    directMs: stats(directMs),
    relayedMs: stats(relayedMs),
    addedMs: {
      median: round(stats(relayedMs).median - stats(directMs).median),
      p90: round(stats(relayedMs).p90 - stats(directMs).p90),
      // Relayed minus direct of each interleaved pair, which cancels slow moments of the machine.
      pairedMedian: stats(relayedMs.map((ms, i) => ms - directMs[i]!)).median,
    },
    redisPingMs: stats(pingMs),
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
  console.log(JSON.stringify(result, null, 2));
  const fixed = (ms: number) => ms.toFixed(2).padStart(7);
  console.log(`\nraiseHand -> own participantUpdated, ${samples} round trips each, interleaved (ms)`);
  console.log('                      median      p90      p99     mean');
  for (const [label, s] of [
    ['direct (node A)', result.directMs],
    ['relayed (B -> A -> B)', result.relayedMs],
    ['Redis PING', result.redisPingMs],
  ] as const) {
    console.log(`${label.padEnd(21)}${fixed(s.median)}  ${fixed(s.p90)}  ${fixed(s.p99)}  ${fixed(s.mean)}`);
  }
  console.log(
    `added by the relay: median ${result.addedMs.median.toFixed(2)} ms, p90 ${result.addedMs.p90.toFixed(2)} ms (paired median ${result.addedMs.pairedMedian.toFixed(2)} ms)`,
  );
} finally {
  for (const signal of sockets) signal.close();
  await Promise.all(nodes.map((node) => node.stop()));
  redis.disconnect();
  await database.drop();
}
