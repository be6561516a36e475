import { describe, expect, it } from 'vitest';
import { exponentialBackoff } from './reconnect-policy';

describe('exponentialBackoff', () => {
  it('doubles the ceiling per attempt up to the cap, with half of it random', () => {
    const low = exponentialBackoff({ baseMs: 500, maxMs: 4000, maxAttempts: 10, random: () => 0 });
    const high = exponentialBackoff({ baseMs: 500, maxMs: 4000, maxAttempts: 10, random: () => 0.999999 });
    expect([1, 2, 3, 4, 5].map((n) => low.delayFor(n))).toEqual([250, 500, 1000, 2000, 2000]);
    expect([1, 2, 3, 4, 5].map((n) => high.delayFor(n))).toEqual([500, 1000, 2000, 4000, 4000]);
  });

  it('gives up after the last attempt', () => {
    const policy = exponentialBackoff({ maxAttempts: 3, random: () => 0.5 });
    expect(policy.delayFor(3)).not.toBeNull();
    expect(policy.delayFor(4)).toBeNull();
    expect(policy.delayFor(0)).toBeNull();
  });
});
