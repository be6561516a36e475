import { spawn } from 'node:child_process';

export interface RunOptions {
  /** Killed (SIGKILL) after this long; the job fails with a timeout. */
  timeoutMs: number;
  /** `nice` increment: composition is background work and must not slow the live rooms. Default 10. */
  niceness?: number;
  /** `ffmpeg` or `ffprobe` on the PATH by default. */
  program?: string;
}

export interface RunResult {
  elapsedMs: number;
  stdout: string;
}

/** How much of the end of ffmpeg's stderr an error keeps: the reason is in its last lines. */
const STDERR_TAIL_CHARS = 4_000;
/** Output parsed by callers (ffprobe JSON) is small; more than this is a mistake, not data. */
const STDOUT_MAX_CHARS = 1_000_000;

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
    readonly exitCode: number | null,
    readonly timedOut: boolean,
  ) {
    super(stderrTail ? `${message}: ${stderrTail.trim().split('\n').slice(-3).join(' | ')}` : message);
    this.name = 'FfmpegError';
  }
}

/**
 * Runs ffmpeg (or ffprobe) under `nice` with a time limit. Resolves with its stdout when it exits 0;
 * rejects with an FfmpegError holding the tail of its stderr otherwise. `nice` execs the program, so
 * the child's pid is ffmpeg's own and the kill on timeout reaches it.
 */
export function runFfmpeg(args: string[], options: RunOptions): Promise<RunResult> {
  const program = options.program ?? 'ffmpeg';
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', String(options.niceness ?? 10), program, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < STDOUT_MAX_CHARS) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new FfmpegError(`${program} could not start (${error.message})`, '', null, false));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ elapsedMs: Date.now() - started, stdout });
      const why = timedOut
        ? `${program} took longer than ${options.timeoutMs} ms and was stopped`
        : `${program} failed (${signal ?? `exit code ${code}`})`;
      reject(new FfmpegError(why, stderr, code, timedOut));
    });
  });
}
