import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from '../../apps/server/src/lib/free-port';
import { readMailboxKey } from '../../e2e/support/mailbox';
import { childJanus } from '../support/proc-usage';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface LoadServer {
  baseUrl: string;
  mailboxKey: string;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The real server (with its managed Janus) in its own process, with the limits a load run needs
 * raised through the server's own settings (apps/server/src/config.ts): signaling sockets and guest
 * joins per client address per minute, lobby entries per meeting per minute. `cpu` pins the server
 * (and so the Janus it starts) to one core with taskset.
 */
export async function startLoadServer(
  env: Record<string, string>,
  cpu?: number,
  /** Whether the server runs its own Janus (false with MEDIA_SERVER_URL: the caller runs them). */
  managedJanus = true,
): Promise<LoadServer> {
  const port = await freeLoopbackPort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-sfu-load-'));
  const node = [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
  const [command, ...args] = cpu === undefined ? node : ['taskset', '-c', String(cpu), ...node];
  const child = spawn(command!, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ROOM_CONNECTIONS_PER_IP_MINUTE: '100000',
      GUEST_JOINS_PER_IP_MINUTE: '100000',
      LOBBY_REQUESTS_PER_MEETING_MINUTE: '100000',
      TURN_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/VideoMeeting/health`).then(
      (r) => r.ok,
      () => false,
    );
    // A room waits for its media server when opened, so a running Janus is enough here.
    if (healthy && (!managedJanus || childJanus(child.pid!) !== undefined)) break;
    if (Date.now() > deadline) throw new Error('server (and its Janus) did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    mailboxKey: readMailboxKey(dataDir),
    dataDir,
    pid: child.pid!,
    async stop() {
      // A server that already died has no exit left to wait for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Pins every thread of a running process to one core. */
export function pinProcess(pid: number, cpu: number): void {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset failed: ${result.stderr}`);
}
