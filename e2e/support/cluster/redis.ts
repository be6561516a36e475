import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort } from '../../../apps/server/src/lib/free-port';
import { startService, waitUntil } from './child';

export interface RunningRedis {
  /** redis://127.0.0.1:PORT */
  url: string;
  port: number;
  /** Sends one inline command (`PING`, `DBSIZE`) and returns Redis's first reply line. */
  command(line: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throwaway redis-server (Debian's redis-server package) on a free loopback port. It keeps nothing
 * on disk: no RDB snapshots, no append-only file. Inside the media namespace the machine's own Redis
 * is out of reach (docs/decisions/028).
 */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freeLoopbackPort();
  const dir = await mkdtemp(join(tmpdir(), 'vm-redis-'));
  // Its working directory gets nothing with these settings, but redis-server wants one it may write.
  const server = startService('redis-server', [
    ...['--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
    ...['--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'],
  ]);
  const command = (line: string) => redisCommand(port, line);
  const stop = async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      async () => server.exitStatus() !== undefined || (await command('PING').catch(() => '')) === '+PONG',
      10_000,
      () => `redis-server did not answer PING on port ${port}`,
    );
    if (server.exitStatus()) throw new Error(`redis-server exited (${server.exitStatus()})`);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}. Its output:\n${server.output()}`);
  }
  return { url: `redis://127.0.0.1:${port}`, port, command, stop };
}

/** One inline command over a fresh connection; resolves with the first line of the reply. */
function redisCommand(port: number, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(2_000, () => socket.destroy(new Error('Redis did not answer in time')));
    socket.once('connect', () => socket.write(`${line}\r\n`));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      const end = reply.indexOf('\r\n');
      if (end >= 0) {
        socket.end();
        resolve(reply.slice(0, end));
      }
    });
    socket.once('error', reject);
  });
}
