import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '#server/config.ts';
import { memoryRateLimit, type RateLimit } from '#server/lib/rate-limit.ts';
import { alwaysRun, RedisJobLease, type ExclusiveJob } from '#server/lib/redis-lease.ts';
import { resolveNodeId } from './node-id';
import { openRedis, redisStatus, type RedisStatus } from './redis-connection';
import { RedisRateLimit } from './redis-rate-limit';

/**
 * This node among the others (docs/decisions/027). With REDIS_URL several nodes are one product and
 * share what each used to keep to itself; without it everything here is the one-node behaviour.
 */
export interface ClusterModule {
  /** This process's name: X-Node-Id (for the operator), health, room owners and job leases in Redis. */
  nodeId: string;
  /** The node's Redis connection; undefined without REDIS_URL. Modules use it, never close it. */
  redis: Redis | undefined;
  /** A per-minute limit counted across all nodes with Redis, in this process without. */
  rateLimit(name: string, perMinute: number): RateLimit;
  /** A job only one node runs at a time with Redis (leased for `leaseMs`); always runs without. */
  exclusive(name: string, leaseMs: number): ExclusiveJob;
  redisStatus(): Promise<RedisStatus>;
  /** Closes the Redis connection: the last thing on shutdown, after every module's own clean-up. */
  stop(): Promise<void>;
}

export function createClusterModule(deps: { config: Config; log: FastifyBaseLogger }): ClusterModule {
  const log = deps.log.child({ module: 'cluster' });
  const nodeId = resolveNodeId(deps.config.nodeId);
  // The log line carries the host name and process id: the one place a random node id meets them.
  log.info({ nodeId }, 'node id');
  const { redisUrl } = deps.config;
  const redis = redisUrl ? openRedis(redisUrl, log) : undefined;
  return {
    nodeId,
    redis,
    rateLimit: (name, perMinute) =>
      redis ? new RedisRateLimit(redis, name, perMinute, log) : memoryRateLimit(perMinute),
    exclusive: (name, leaseMs) => (redis ? new RedisJobLease(redis, nodeId, name, leaseMs, log) : alwaysRun),
    redisStatus: () => redisStatus(redis),
    async stop() {
      // QUIT lets queued commands finish; a Redis that is gone would not answer it, so disconnect then.
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}
