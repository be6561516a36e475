// A child process of bench/roster-fanout.ts: opens N WebSockets to the parent's server and counts the
// messages they receive, so receiving costs the measured process nothing. Answers 'count' over IPC.
import { once } from 'node:events';
import { WebSocket } from 'ws';

const [port, sockets] = process.argv.slice(2).map(Number) as [number, number];
let received = 0;
for (let n = 0; n < sockets; n += 1) {
  const client = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
  client.on('message', () => (received += 1));
  await once(client, 'open');
}
process.on('message', (message) => {
  if (message === 'count') process.send!(received);
  if (message === 'exit') process.exit(0);
});
process.send!('open');
