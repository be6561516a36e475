import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ChildReply, ChildTask } from './child-tasks';
import { PROCESS_GROUP_ENV } from './job-process-env';

/** The job process's entry, run through tsx like the server itself (decision record 005). */
const ENTRY = fileURLToPath(new URL('./job-process.ts', import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * The step's own limit (it kills its ffmpeg) comes first; this is the backstop for a process that
 * does not answer at all, a little later so the step's own, clearer error wins.
 */
const BACKSTOP_GRACE_MS = 10_000;
const STDERR_TAIL_CHARS = 2_000;

/**
 * Runs one heavy step (child-tasks.ts) in a job process and resolves with its answer. The process
 * leads its own process group: when `signal` aborts or the time limit passes, the whole group is
 * killed, ffmpeg and janus-pp-rec included, and the call rejects with the abort's reason or the
 * time-out. The promise settles only once the process is gone, so no file is written after it.
 */
export function runInJobProcess<T>(task: ChildTask, options: { timeoutMs: number; signal: AbortSignal }): Promise<T> {
  const { signal, timeoutMs } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(reasonOf(signal));
    const child = spawn(process.execPath, ['--import', TSX_LOADER, ENTRY], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: { ...process.env, [PROCESS_GROUP_ENV]: '1' },
    });
    let stderr = '';
    let reply: ChildReply | undefined;
    let killedFor: Error | undefined;
    const kill = (why: Error) => {
      killedFor ??= why;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(
      () => kill(new Error(`the job took longer than ${timeoutMs} ms and was stopped`)),
      timeoutMs + BACKSTOP_GRACE_MS,
    );
    const onAbort = () => kill(reasonOf(signal));
    signal.addEventListener('abort', onAbort, { once: true });

    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('message', (message) => {
      reply = message as ChildReply;
    });
    child.on('error', (error) => kill(new Error(`the job process could not start: ${error.message}`)));
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (killedFor) return reject(killedFor);
      if (reply?.ok) return resolve(reply.result as T);
      if (reply) return reject(new Error(reply.error));
      const tail = stderr.trim().split('\n').slice(-5).join('\n');
      reject(
        new Error(
          `the job process ended without an answer (${exitSignal ?? `exit code ${code}`})${tail ? `: ${tail}` : ''}`,
        ),
      );
    });
    try {
      child.send(task);
    } catch (error) {
      // The process died at once (tsx or the entry missing): `close` tells why from its stderr.
      kill(new Error(`the job process could not be given its task: ${(error as Error).message}`));
    }
  });
}

function reasonOf(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('the job was stopped');
}
