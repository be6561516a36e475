import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { releaseLease, renewLease, takeLease } from '#server/lib/redis-lease.ts';

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
      held = (await this.#renew()) || (await takeLease(this.redis, this.#key, this.nodeId, this.leaseMs));
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
    await releaseLease(this.redis, this.#key, this.nodeId);
  }

  async #renew(): Promise<boolean> {
    return renewLease(this.redis, this.#key, this.nodeId, this.leaseMs);
  }
}
