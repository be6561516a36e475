import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { memoryRateLimit, type RateLimit, type RateLimitResult } from '#server/lib/rate-limit.ts';

const WINDOW_MS = 60_000;
/** A Redis answer slower than this counts as an outage for this one event. */
const ANSWER_BUDGET_MS = 500;

/**
 * Counts and sets the expiry in one round trip, atomically: a MULTI of INCR and PEXPIRE would push
 * the expiry on every event, and two commands from two nodes could interleave between INCR and a
 * conditional PEXPIRE. The key lives a little past its window, then Redis drops it.
 */
const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * The limit shared by every node: one counter per key and minute in Redis. The window is the minute
 * of the app's clock (each node's clock names the same minute, give or take its NTP offset), so
 * whichever node an event reaches, it counts against the same number.
 *
 * While Redis does not answer, each node counts in its own memory again: abuse protection weakened
 * by the number of nodes, rather than every client refused or every client let through unchecked.
 */
export class RedisRateLimit implements RateLimit {
  readonly #fallback: RateLimit;
  #warned = false;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly perMinute: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#fallback = memoryRateLimit(perMinute);
  }

  async take(key: string, nowMs: number): Promise<RateLimitResult> {
    const window = Math.floor(nowMs / WINDOW_MS);
    const redisKey = `vm:rate:${this.name}:${window}:${key}`;
    let count: number;
    try {
      // While ioredis reconnects it would queue the command: fall back at once instead of waiting.
      if (this.redis.status !== 'ready') throw new Error(`Redis connection is ${this.redis.status}`);
      count = await this.#count(redisKey);
      this.#warned = false;
    } catch (error) {
      if (!this.#warned)
        this.log.warn({ limit: this.name, err: error }, 'shared rate limit unavailable: counting on this node');
      this.#warned = true;
      return this.#fallback.take(key, nowMs);
    }
    if (count <= this.perMinute) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - nowMs) / 1000)) };
  }

  async #count(redisKey: string): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_BUDGET_MS} ms`)), ANSWER_BUDGET_MS);
    });
    try {
      const counted = this.redis.eval(COUNT_SCRIPT, 1, redisKey, String(WINDOW_MS + 5_000));
      return Number(await Promise.race([counted, late]));
    } finally {
      clearTimeout(timer);
    }
  }
}
