import type { Redis } from 'ioredis';

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
