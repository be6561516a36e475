import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

// Leases in Redis, the one implementation the cluster uses: a room's owner node (rooms/cluster) and
// background jobs one node at a time does (ExclusiveJob, below).
//
// A lease is a Redis key naming its holder, with an expiry. It is renewed or released only while it
// still names the holder (a check-and-set in Lua): a holder whose lease ran out never extends or
// deletes its successor's.
const RENEW_IF_HELD = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;
const RELEASE_IF_HELD = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/** Takes the lease if nobody holds it; true when `holder` has it now. */
export async function takeLease(redis: Redis, key: string, holder: string, leaseMs: number): Promise<boolean> {
  return (await redis.set(key, holder, 'PX', leaseMs, 'NX')) === 'OK';
}

/** Extends the lease if `holder` still has it; false when it does not. */
export async function renewLease(redis: Redis, key: string, holder: string, leaseMs: number): Promise<boolean> {
  return Number(await redis.eval(RENEW_IF_HELD, 1, key, holder, String(leaseMs))) === 1;
}

/** Renews many leases of one holder in one round trip; returns the keys it no longer holds. */
export async function renewLeases(redis: Redis, keys: readonly string[], holder: string, leaseMs: number) {
  if (keys.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const key of keys) pipeline.eval(RENEW_IF_HELD, 1, key, holder, String(leaseMs));
  const results = (await pipeline.exec()) ?? [];
  return keys.filter((_, index) => Number(results[index]?.[1]) !== 1);
}

/** Gives the lease up if `holder` still has it. */
export async function releaseLease(redis: Redis, key: string, holder: string): Promise<void> {
  await redis.eval(RELEASE_IF_HELD, 1, key, holder);
}

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
