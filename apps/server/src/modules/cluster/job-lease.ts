import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Background work that one node at a time should do (the meeting status sweep, clean-ups). Without
 * Redis there is one node and `run` always runs.
 */
export interface ExclusiveJob {
  /** Runs `job` if this node holds the job's lease (or takes it now); false when another node holds it. */
  run(job: () => Promise<unknown>): Promise<boolean>;
  /** Gives the lease up (on shutdown), so another node takes the job at its next tick. */
  release(): Promise<void>;
}

export const alwaysRun: ExclusiveJob = {
  async run(job) {
    await job();
    return true;
  },
  async release() {},
};

/** Extends the lease only while it still names this node: an expired holder never steals it back. */
const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const RELEASE_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * A job's lease in Redis: `vm:job:{name}` holds the node that does it (SET NX PX). The holder renews
 * it at each of its runs and every third of the lease while a run lasts, so it keeps the job between
 * runs and the others skip theirs; when the holder dies the key expires and the next node to tick
 * takes over. Choose a lease longer than the job's interval, or the job wanders between nodes (harmless,
 * as the jobs are idempotent, but pointless).
 */
export class RedisJobLease implements ExclusiveJob {
  readonly #key: string;

  constructor(
    private readonly redis: Redis,
    private readonly nodeId: string,
    name: string,
    private readonly leaseMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#key = `vm:job:${name}`;
  }

  async run(job: () => Promise<unknown>): Promise<boolean> {
    let held: boolean;
    try {
      held = (await this.#renew()) || (await this.redis.set(this.#key, this.nodeId, 'PX', this.leaseMs, 'NX')) === 'OK';
    } catch (error) {
      // Without Redis nobody can know who holds the job: skip this tick rather than risk doubling it.
      this.log.warn({ job: this.#key, err: error }, 'job lease unavailable: skipping this run');
      return false;
    }
    if (!held) return false;
    const renewal = setInterval(
      () =>
        void this.#renew().catch((error: unknown) => this.log.warn({ job: this.#key, err: error }, 'lease renewal')),
      this.leaseMs / 3,
    );
    renewal.unref();
    try {
      await job();
    } finally {
      clearInterval(renewal);
    }
    return true;
  }

  async release(): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.#key, this.nodeId);
  }

  async #renew(): Promise<boolean> {
    return Number(await this.redis.eval(RENEW_SCRIPT, 1, this.#key, this.nodeId, String(this.leaseMs))) === 1;
  }
}
