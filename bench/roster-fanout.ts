// What sending one event to everyone in a large room blocks the event loop for (issue 19, decision
// record 045): N real WebSockets over loopback to a real `ws` server in this process, each wrapped as
// the product wraps it (webSocketSignal, a RoomPeer as SignalConnection makes it) in a real room
// roster (RoomRoster). "before" is the broadcast as it was (every peer serialized the message itself and
// handed `ws` the string, which measured and encoded it again per socket); "after" is RoomRoster.broadcast
// (serialized once, encoded to UTF-8 once, the same bytes to every socket). The two alternate
// round by round, so the machine's noise hits both alike; the figure is the synchronous time of one
// broadcast, which is what the event loop cannot do anything else during. Asserts nothing.
// Usage: npx tsx bench/roster-fanout.ts [sockets, default 1000] [rounds, default 40]
import { once } from 'node:events';
import { WebSocket, WebSocketServer } from 'ws';
import type { Participant, ServerMessage } from '@vm/contracts';
import { RoomRoster } from '../apps/server/src/modules/rooms/room-roster';
import type { RoomPeer } from '../apps/server/src/modules/rooms/room-types';
import { webSocketSignal } from '../apps/server/src/modules/rooms/signal-socket';

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
let received = 0;
let wake: (() => void) | undefined;
server.on('connection', (socket) => {
  // As SignalConnection makes a member's peer (signal-connection.ts).
  const signal = webSocketSignal(socket);
  room.connect(`member-${room.participantCount}-${Math.random()}`, {
    send: (message) => signal.send(JSON.stringify(message)),
    sendText: (text) => signal.send(text),
    close: (code) => signal.close(code),
  });
  oldPeers.push((message) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  });
});
const clients: WebSocket[] = [];
for (let n = 0; n < sockets; n += 1) {
  const client = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
  client.on('message', () => {
    received += 1;
    if (received % sockets === 0) wake?.();
  });
  clients.push(client);
  await once(client, 'open');
}
while (room.peerList.length < sockets) await new Promise((resolve) => setTimeout(resolve, 10));

/** Runs one broadcast, returns its synchronous time in ms, and waits until every socket has it. */
async function timed(send: () => void): Promise<number> {
  const delivered = new Promise<void>((resolve) => (wake = resolve));
  const started = performance.now();
  send();
  const blocked = performance.now() - started;
  await delivered;
  return blocked;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const results = [];
for (const { name, message } of messages) {
  const before: number[] = [];
  const after: number[] = [];
  for (let round = 0; round < warmup + rounds; round += 1) {
    const first = round % 2 === 0;
    const a = await timed(() => (first ? broadcastPerPeer(message) : room.broadcast(message)));
    const b = await timed(() => (first ? room.broadcast(message) : broadcastPerPeer(message)));
    if (round < warmup) continue;
    before.push(first ? a : b);
    after.push(first ? b : a);
  }
  const bytes = Buffer.byteLength(JSON.stringify(message));
  const row = {
    message: name,
    bytes,
    beforeMedianMs: quantile(before, 0.5),
    beforeP90Ms: quantile(before, 0.9),
    afterMedianMs: quantile(after, 0.5),
    afterP90Ms: quantile(after, 0.9),
    ratio: quantile(after, 0.5) / quantile(before, 0.5),
  };
  results.push(row);
}

console.log(JSON.stringify({ sockets, rounds, node: process.version, results }, null, 2));
console.log(`\nOne broadcast to ${sockets} WebSockets (loopback), event loop blocked, ${rounds} rounds each:`);
console.log('message                          bytes   before median/p90 ms   after median/p90 ms   after/before');
for (const row of results) {
  console.log(
    `${row.message.padEnd(32)} ${String(row.bytes).padStart(6)}   ` +
      `${row.beforeMedianMs.toFixed(2).padStart(7)} / ${row.beforeP90Ms.toFixed(2).padStart(6)}       ` +
      `${row.afterMedianMs.toFixed(2).padStart(7)} / ${row.afterP90Ms.toFixed(2).padStart(6)}      ` +
      `${row.ratio.toFixed(2)}`,
  );
}
for (const client of clients) client.terminate();
server.close();
