// The parent's side of bench/sfu-load's generator: synthetic participants live in several node
// processes (worker.ts), each with its own event loop, UDP sockets and pacer, so one busy loop no
// longer delays every socket's reads. They inherit the parent's CPU affinity (the generator's core).
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { WorkerSample } from './figures';
import type { ParticipantOptions } from '../../test-support/synthetic/participant';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What a generator process needs to put one participant in the room: the rest of its options are its own. */
export type JoinRequest = Omit<ParticipantOptions, 'fixtures'>;

/** Parent to worker: one request, answered by a response with the same id. */
export type WorkerRequest =
  | { id: number; type: 'join'; join: JoinRequest }
  | { id: number; type: 'sample' }
  /** ms from `join` sent to the first video packet, by participant name (those who received video). */
  | { id: number; type: 'firstVideo' }
  | { id: number; type: 'close' };

export type WorkerResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

interface ResultOf {
  join: null;
  sample: WorkerSample;
  firstVideo: Record<string, number>;
  close: null;
}

class WorkerProcess {
  readonly #child: ChildProcess;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #exited: Promise<void>;

  constructor(index: number) {
    this.#child = fork(path.join(import.meta.dirname, 'worker.ts'), [String(index)], {
      cwd: repoRoot,
      // SFU_LOAD_PROFILE=DIR writes a V8 CPU profile of each generator process there.
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.SFU_LOAD_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SFU_LOAD_PROFILE}`] : []),
      ],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.#child.on('message', (message: WorkerResponse) => {
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.ok) pending?.resolve(message.value);
      else pending?.reject(new Error(`generator process ${index}: ${message.error}`));
    });
    this.#exited = new Promise((resolve) =>
      this.#child.once('exit', (code, signal) => {
        for (const pending of this.#pending.values())
          pending.reject(new Error(`generator process ${index} exited (${signal ?? code})`));
        this.#pending.clear();
        resolve();
      }),
    );
  }

  get pid(): number {
    return this.#child.pid!;
  }

  request<T extends WorkerRequest['type']>(
    type: T,
    body: Omit<Extract<WorkerRequest, { type: T }>, 'id' | 'type'>,
  ): Promise<ResultOf[T]> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#child.exitCode !== null || this.#child.signalCode !== null)
        return reject(new Error('generator process has exited'));
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#child.send({ id, type, ...body });
    });
  }

  async stop(): Promise<void> {
    await this.request('close', {}).catch(() => {});
    const timer = setTimeout(() => this.#child.kill('SIGKILL'), 10_000);
    await this.#exited;
    clearTimeout(timer);
  }
}

/** `count` generator processes; participants go to the one `join` names. */
export class Generator {
  readonly #workers: WorkerProcess[];

  constructor(count: number) {
    this.#workers = Array.from({ length: count }, (_, index) => new WorkerProcess(index));
  }

  /** The generator's processes: this one (the conductor) and every worker. */
  get pids(): number[] {
    return [process.pid, ...this.workerPids];
  }

  get workerPids(): number[] {
    return this.#workers.map((worker) => worker.pid);
  }

  join(worker: number, join: JoinRequest): Promise<null> {
    return this.#workers[worker]!.request('join', { join });
  }

  /** One sample per worker, in worker order (receiveFigures pairs them by position). */
  sample(): Promise<WorkerSample[]> {
    return Promise.all(this.#workers.map((worker) => worker.request('sample', {})));
  }

  async firstVideo(): Promise<Record<string, number>> {
    const parts = await Promise.all(this.#workers.map((worker) => worker.request('firstVideo', {})));
    return Object.assign({}, ...parts) as Record<string, number>;
  }

  async stop(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.stop()));
  }
}
