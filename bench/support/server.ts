import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from '../../apps/server/src/lib/free-port';
import { readMailboxKey } from '../../e2e/support/mailbox';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningServer {
  baseUrl: string;
  /** This start's dev mailbox key (see e2e/support/mailbox.ts). */
  mailboxKey: string;
  pid: number;
  stop(): Promise<void>;
}

/** Runs the real server in its own process (so the load generator does not share its event loop). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freeLoopbackPort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TURN_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/VideoMeeting/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    mailboxKey: env.SMTP_URL ? '' : readMailboxKey(dataDir),
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
