import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../../apps/server/src/lib/free-port';
import { readMailboxKey } from './mailbox';

/** The repository root, found from this file so the tests run from any working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const startDeadlineMs = 60_000;
const stopGraceMs = 10_000;
const outputTailChars = 8_000;

export interface RunningProduct {
  /** For example http://127.0.0.1:41234, without a trailing slash. */
  baseUrl: string;
  dataDir: string;
  /** This start's dev mailbox key (the product runs without SMTP unless a test sets SMTP_URL). */
  mailboxKey: string;
  port: number;
  /**
   * Ends the server abruptly, as a test of several nodes needs: SIGKILL goes to its whole process
   * group (the server and its managed Janus die together, as when a machine is lost), SIGTERM to the
   * server alone (it shuts down, or drains, by itself). Resolves with how it exited ('signal SIGKILL',
   * 'code 0'). stop() still cleans up afterwards.
   */
  kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<string>;
  /** The last few kilobytes the server printed; handy in a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartProductOptions {
  /** Extra environment for the server, e.g. SMTP_URL; it wins over the defaults. */
  env?: Record<string, string>;
  /** The port to listen on; a free one by default (a load balancer in front may need it first). */
  port?: number;
  /**
   * An earlier start's data directory, to restart the same product after it was killed; that start
   * still owns it (removes it when stopped), this one leaves it.
   */
  dataDir?: string;
}

/** Starts the real server (which also serves the built web app) with a fresh data directory. */
export async function startProduct(options: StartProductOptions = {}): Promise<RunningProduct> {
  const port = options.port ?? (await freeLoopbackPort());
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'vm-e2e-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...serverBaseEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The managed TURN server on a free port: many products run at once.
      TURN_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a forced stop also ends anything the server started (Janus).
    detached: true,
  });
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-outputTailChars);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  let exitStatus: string | undefined;
  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', (code, signal) => {
      exitStatus = signal ? `signal ${signal}` : `code ${code}`;
      resolveExit();
    });
  });
  const kill = async (signal: 'SIGKILL' | 'SIGTERM') => {
    if (exitStatus === undefined) {
      if (signal === 'SIGKILL') killGroup(child, 'SIGKILL');
      else child.kill('SIGTERM');
      await exited;
    }
    return exitStatus ?? 'unknown';
  };
  // If the test process dies without calling stop(), do not leave a server holding the port.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (exitStatus === undefined) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), stopGraceMs);
      await exited;
      clearTimeout(timer);
    }
    // Whatever the server started and failed to end must not outlive the test file.
    killGroup(child, 'SIGKILL');
    if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, () => exitStatus);
  } catch (error) {
    // The last lines may still be in the pipes when the process has just exited.
    await new Promise((wake) => setTimeout(wake, 200));
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}. Server output:\n${output}`);
  }
  // With SMTP_URL there is no mailbox and no key file.
  const mailboxKey = options.env?.SMTP_URL ? '' : readMailboxKey(dataDir);
  return { baseUrl, dataDir, mailboxKey, port, kill, output: () => output, stop };
}

// Vitest sets these in its workers (NODE_ENV=test, Vite's MODE, DEV, BASE_URL...); the server must
// see the environment a person would start it with, not the test runner's.
const testRunnerEnv = ['NODE_ENV', 'TEST', 'PROD', 'DEV', 'BASE_URL', 'MODE', 'SSR', 'FORCE_TTY'];

function serverBaseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (testRunnerEnv.includes(name) || name.startsWith('VITEST')) delete env[name];
  }
  return env;
}

async function waitForHealth(baseUrl: string, exitStatus: () => string | undefined): Promise<void> {
  const deadline = Date.now() + startDeadlineMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    const status = exitStatus();
    if (status) throw new Error(`The server exited (${status}) before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/VideoMeeting/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `health answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`The server at ${baseUrl} was not healthy within ${startDeadlineMs / 1000} s (${lastProblem})`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
