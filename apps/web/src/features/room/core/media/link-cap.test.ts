import { describe, expect, it } from 'vitest';
import { CLIMB_AFTER_MS, LinkCap, layerForBitrate, STEP_DOWN_HOLD_MS } from './link-cap';

const clean = { lossRatio: 0, availableIncomingBitrate: null };
const lossy = { lossRatio: 0.12, availableIncomingBitrate: null };

describe('LinkCap', () => {
  it('steps down one layer for loss or slow_link, at most one step per hold', () => {
    const link = new LinkCap();
    expect(link.sample(lossy, 0)).toBe('medium');
    expect(link.slowLink(1_000)).toBe('medium');
    expect(link.sample(lossy, STEP_DOWN_HOLD_MS)).toBe('low');
    expect(link.slowLink(3 * STEP_DOWN_HOLD_MS)).toBe('low');
  });

  it('climbs back one layer after clean samples for a while, and starts counting again after any loss', () => {
    const link = new LinkCap();
    link.slowLink(0);
    link.slowLink(STEP_DOWN_HOLD_MS);
    let now = STEP_DOWN_HOLD_MS;
    expect(link.sample(clean, now)).toBe('low');
    expect(link.sample({ lossRatio: 0.03, availableIncomingBitrate: null }, (now += 10_000))).toBe('low');
    expect(link.sample(clean, (now += 3_000))).toBe('low');
    expect(link.sample(clean, (now += CLIMB_AFTER_MS))).toBe('medium');
    expect(link.sample(clean, (now += 3_000))).toBe('medium');
    expect(link.sample(clean, (now += CLIMB_AFTER_MS))).toBe('high');
  });

  it("follows the browser's receive estimate where it reports one", () => {
    expect([layerForBitrate(300_000), layerForBitrate(900_000), layerForBitrate(3_000_000)]).toEqual([
      'low',
      'medium',
      'high',
    ]);
    const link = new LinkCap();
    expect(link.sample({ lossRatio: 0, availableIncomingBitrate: 300_000 }, 0)).toBe('medium');
    expect(link.sample({ lossRatio: 0, availableIncomingBitrate: 300_000 }, STEP_DOWN_HOLD_MS)).toBe('low');
    // Clean, but the estimate has no room for more: it stays.
    expect(link.sample({ lossRatio: 0, availableIncomingBitrate: 300_000 }, 10 * CLIMB_AFTER_MS)).toBe('low');
    expect(link.sample({ lossRatio: 0, availableIncomingBitrate: 5_000_000 }, 11 * CLIMB_AFTER_MS)).toBe('medium');
  });
});
