import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const outputTailChars = 8_000;

/** A foreground service the test started (redis-server, nginx): its output tail, and a stop that waits. */
export interface ServiceProcess {
  child: ChildProcess;
  /** The last few kilobytes it printed, for a failing test's message. */
  output(): string;
  /** The exit status once it has exited ('code 0', 'signal SIGTERM'), else undefined. */
  exitStatus(): string | undefined;
  /** Sends `signal`, then SIGKILL after `graceMs`; resolves once the process has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/**
 * Spawns a service in the foreground. If the test process dies without stopping it, the service is
 * sent `exitSignal` on the way out (only a signal can be sent then; nothing can be awaited), so no
 * stray server keeps the namespace alive.
 */
export function startService(
  command: string,
  args: string[],
  options: SpawnOptions & { exitSignal?: NodeJS.Signals } = {},
): ServiceProcess {
  const { exitSignal = 'SIGKILL', ...spawnOptions } = options;
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  let output = '';
  const record = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-outputTailChars);
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  let status: string | undefined;
  const exited = new Promise<void>((resolveExit) => {
    child.once('exit', (code, signal) => {
      status = signal ? `signal ${signal}` : `code ${code}`;
      resolveExit();
    });
    // A missing binary never exits: it fails to spawn.
    child.once('error', (error) => {
      status = `spawn error: ${error.message}`;
      resolveExit();
    });
  });
  const killOnExit = () => void child.kill(exitSignal);
  process.once('exit', killOnExit);

  return {
    child,
    output: () => output,
    exitStatus: () => status,
    async stop(signal = 'SIGTERM', graceMs = 5_000) {
      process.off('exit', killOnExit);
      if (status === undefined) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/** Polls `check` until it is true; throws `describe()`'s words after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  describe: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((wake) => setTimeout(wake, 50));
  }
  throw new Error(describe());
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
