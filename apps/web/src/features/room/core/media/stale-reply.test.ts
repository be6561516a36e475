import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALE_REPLY_WAIT_MS, StaleReply } from './stale-reply';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('StaleReply', () => {
  it('holds the new offer until the old offer’s reply arrives, and marks that reply as stale', async () => {
    const stale = new StaleReply();
    let released = false;
    void stale.wait().then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    expect(stale.settle()).toBe(true);
    await Promise.resolve();
    expect(released).toBe(true);
    // The next reply is the new offer's own.
    expect(stale.settle()).toBe(false);
  });

  it('gives up waiting after a while, so a lost reply never blocks publishing', async () => {
    const stale = new StaleReply();
    let released = false;
    void stale.wait().then(() => (released = true));
    await vi.advanceTimersByTimeAsync(STALE_REPLY_WAIT_MS);
    expect(released).toBe(true);
    expect(stale.settle()).toBe(false);
  });
});
