import { describe, expect, it } from 'vitest';
import { FrameBudget, SLOW_AFTER_MS } from './frame-budget';

// 30 frames per second: 33 ms between frames.
const interval = 1000 / 30;

function feed(budget: FrameBudget, durationMs: number, fromMs: number, toMs: number): boolean {
  let slow = false;
  for (let now = fromMs; now <= toMs; now += interval) slow = budget.add(durationMs, now);
  return slow;
}

describe('FrameBudget', () => {
  it('is not slow while frames take less than the interval', () => {
    const budget = new FrameBudget(interval);
    expect(feed(budget, 20, 0, 10_000)).toBe(false);
  });

  it('is slow once frames have taken longer than the interval for a few seconds', () => {
    const budget = new FrameBudget(interval);
    feed(budget, 20, 0, 1_000);
    expect(feed(budget, 60, 1_000, 1_000 + SLOW_AFTER_MS / 2)).toBe(false);
    expect(feed(budget, 60, 1_000 + SLOW_AFTER_MS / 2, 1_000 + SLOW_AFTER_MS * 1.5)).toBe(true);
  });

  it('ignores a single late frame', () => {
    const budget = new FrameBudget(interval);
    feed(budget, 20, 0, 1_000);
    budget.add(400, 1_001);
    expect(feed(budget, 20, 1_002, 1_002 + SLOW_AFTER_MS * 2)).toBe(false);
  });

  it('is no longer slow when the machine catches up', () => {
    const budget = new FrameBudget(interval);
    expect(feed(budget, 60, 0, SLOW_AFTER_MS * 2)).toBe(true);
    expect(feed(budget, 5, SLOW_AFTER_MS * 2, SLOW_AFTER_MS * 3)).toBe(false);
  });
});
