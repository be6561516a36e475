// What sending one event to everyone in a large room blocks the event loop for (decision record
// 045): N real WebSockets over loopback to a real `ws` server in this process, each wrapped as
// the product wraps it (webSocketSignal, a RoomPeer as SignalConnection makes it) in a real room
// roster (RoomRoster). "before" is the broadcast as it was (every peer serialized the message itself and
// handed `ws` the string, which measured and encoded it again per socket); "after" is RoomRoster.broadcast
// (serialized once, encoded to UTF-8 once, the same bytes to every socket). The two alternate
// round by round, so the machine's noise hits both alike. The sockets' other ends are in a child
// process (support/ws-sink.ts), so receiving costs this one nothing. Figures per broadcast: the longest
// turn of the event loop while it went out (a setImmediate loop measures the gaps between turns:
// what nothing else could run during), the synchronous time of the call, and the time until every
// socket had it. Asserts nothing.
// Usage: npx tsx bench/roster-fanout.ts [sockets, default 1000] [rounds, default 40]
import { fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import type { Participant, ServerMessage } from '@vm/contracts';
import { RoomRoster } from '../apps/server/src/modules/rooms/roster/room-roster';
import { PeerOutbox } from '../apps/server/src/modules/rooms/roster/peer-outbox';
import type { RoomPeer } from '../apps/server/src/modules/rooms/room-types';
import { webSocketSignal } from '../apps/server/src/modules/rooms/signaling/signal-socket';

const sockets = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 40);
const warmup = 5;

class BenchRoster extends RoomRoster {
  now(): Date {
    return new Date();
  }

  connect(id: string, peer: RoomPeer): void {
    this.peers.set(id, peer);
  }

  get peerList(): RoomPeer[] {
    return [...this.peers.values()];
  }
}

/** The same sockets as the peers were before decision record 045 (signal-connection.ts, signal-socket.ts). */
const oldPeers: Array<(message: ServerMessage) => void> = [];
/** The broadcast before decision record 045: each peer serialized the message and sent the string. */
function broadcastPerPeer(message: ServerMessage): void {
  for (const send of oldPeers) send(message);
}

const participant = (n: number): Participant => ({
  id: `p${String(n).padStart(21, '0')}`,
  name: `Speaker Number ${n}`,
  role: n === 0 ? 'host' : 'guest',
  stageRole: 'speaker',
  audioMuted: n % 2 === 0,
  videoMuted: false,
  handRaised: false,
  screenSharing: false,
  joinedAt: new Date(Date.UTC(2026, 10, 24, 22, 0, n)).toISOString(),
  relayed: false,
});
const roster = (count: number): ServerMessage => ({
  type: 'rosterChanged',
  participants: Array.from({ length: count }, (_, n) => participant(n)),
  hidden: [],
  audienceCount: 975,
});
const messages: Array<{ name: string; message: ServerMessage }> = [
  { name: 'participantUpdated (1 person)', message: { type: 'participantUpdated', participant: participant(1) } },
  { name: 'rosterChanged (25 speakers)', message: roster(25) },
  { name: 'rosterChanged (100 hands)', message: roster(100) },
];

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
await once(server, 'listening');
const { port } = server.address() as { port: number };
const room = new BenchRoster();
server.on('connection', (socket) => {
  // As SignalConnection makes a member's peer (signal-connection.ts).
  const outbox = new PeerOutbox(webSocketSignal(socket));
  room.connect(`member-${room.peerList.length}`, {
    send: (message) => outbox.send(JSON.stringify(message)),
    sendText: (text) => outbox.send(text),
    reserve: () => outbox.reserve(),
    close: (code = 1000) => outbox.close(code),
  });
  oldPeers.push((message) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  });
});
const sink = fork(path.join(import.meta.dirname, 'support/ws-sink.ts'), [String(port), String(sockets)], {
  execArgv: ['--import', 'tsx'],
});
await once(sink, 'message');
while (room.peerList.length < sockets) await new Promise((resolve) => setTimeout(resolve, 10));

const askCount = () =>
  new Promise<number>((resolve) => {
    sink.once('message', (count) => resolve(count as number));
    sink.send('count');
  });
let delivered = 0;

/** One broadcast: the longest turn of the event loop until every socket had it, the call itself, and the whole. */
async function timed(send: () => void): Promise<{ turnMs: number; callMs: number; totalMs: number }> {
  let longest = 0;
  let last = performance.now();
  let running = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  await new Promise((resolve) => setImmediate(resolve));
  last = performance.now();
  setImmediate(tick);
  const started = performance.now();
  send();
  const callMs = performance.now() - started;
  delivered += sockets;
  while ((await askCount()) < delivered);
  const totalMs = performance.now() - started;
  // One more turn: the gap loop's tick, queued first, sees the last turn before it stops.
  await new Promise((resolve) => setImmediate(resolve));
  running = false;
  return { turnMs: longest, callMs, totalMs };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (samples: Array<{ turnMs: number; callMs: number; totalMs: number }>) => ({
  longestTurnMedianMs: quantile(
    samples.map((s) => s.turnMs),
    0.5,
  ),
  longestTurnP90Ms: quantile(
    samples.map((s) => s.turnMs),
    0.9,
  ),
  callMedianMs: quantile(
    samples.map((s) => s.callMs),
    0.5,
  ),
  allDeliveredMedianMs: quantile(
    samples.map((s) => s.totalMs),
    0.5,
  ),
});

const results = [];
for (const { name, message } of messages) {
  const before = [];
  const after = [];
  for (let round = 0; round < warmup + rounds; round += 1) {
    const first = round % 2 === 0;
    const a = await timed(() => (first ? broadcastPerPeer(message) : room.broadcast(message)));
    const b = await timed(() => (first ? room.broadcast(message) : broadcastPerPeer(message)));
    if (round < warmup) continue;
    before.push(first ? a : b);
    after.push(first ? b : a);
  }
  const old = summary(before);
  const now = summary(after);
  results.push({
    message: name,
    bytes: Buffer.byteLength(JSON.stringify(message)),
    before: old,
    after: now,
    longestTurnRatio: now.longestTurnMedianMs / old.longestTurnMedianMs,
    allDeliveredRatio: now.allDeliveredMedianMs / old.allDeliveredMedianMs,
  });
}

console.log(JSON.stringify({ sockets, rounds, node: process.version, results }, null, 2));
console.log(
  `\nOne broadcast to ${sockets} WebSockets (loopback), medians of ${rounds} rounds (p90 of the longest turn):`,
);
console.log(
  'message                          bytes | longest turn ms: before    after  ratio | all delivered ms: before  after  ratio',
);
const f = (value: number) => value.toFixed(1).padStart(6);
for (const row of results) {
  console.log(
    `${row.message.padEnd(32)} ${String(row.bytes).padStart(5)} | ` +
      `${f(row.before.longestTurnMedianMs)} (${f(row.before.longestTurnP90Ms)}) ${f(row.after.longestTurnMedianMs)} (${f(row.after.longestTurnP90Ms)}) ${row.longestTurnRatio.toFixed(2)} | ` +
      `${f(row.before.allDeliveredMedianMs)} ${f(row.after.allDeliveredMedianMs)}  ${row.allDeliveredRatio.toFixed(2)}`,
  );
}
sink.send('exit');
server.close();
for (const client of server.clients) client.terminate();
