import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type RedisStatus = 'ok' | 'unavailable' | 'not configured';

/** How long health waits for Redis's PONG before calling it unavailable. */
const PING_BUDGET_MS = 1000;

/** Error text without a password that a redis:// URL may carry (`redis://:secret@host`). */
export function withoutRedisPassword(text: string): string {
  return text.replace(/(rediss?:\/\/)[^@\s/]*@/gi, '$1***@');
}

/**
 * The node's Redis connection. ioredis reconnects by itself; we log the first error of an outage
 * and the recovery, not every retry, and never the URL (it may hold the password): only host:port.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const address = new URL(url).host;
  const redis = new Redis(url, {
    // A command waits for a reconnect a little, then fails: callers fall back (rate limits) or retry
    // at their next tick (leases), rather than hanging a request while Redis is gone.
    maxRetriesPerRequest: 2,
    connectTimeout: 5000,
  });
  let failing = false;
  redis.on('error', (error: Error) => {
    if (failing) return;
    failing = true;
    log.error({ redis: address, reason: withoutRedisPassword(error.message) }, 'Redis unavailable, reconnecting');
  });
  redis.on('ready', () => {
    if (failing) log.info({ redis: address }, 'Redis reachable again');
    failing = false;
  });
  return redis;
}

/** 'ok' when Redis answers a PING in time. */
export async function redisStatus(redis: Redis | undefined): Promise<RedisStatus> {
  if (!redis) return 'not configured';
  if (redis.status !== 'ready') return 'unavailable';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), PING_BUDGET_MS)));
  try {
    const answer = await Promise.race([redis.ping(), late]);
    return answer === 'PONG' ? 'ok' : 'unavailable';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
