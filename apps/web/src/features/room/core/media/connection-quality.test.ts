import { describe, expect, it } from 'vitest';
import { lossBetween, rateConnection } from './connection-quality';

const sample = (rttMs: number | null, lossRatio: number | null, availableOutgoingBitrate: number | null) => ({
  rttMs,
  lossRatio,
  availableOutgoingBitrate,
});

describe('rateConnection', () => {
  it('rates by the worst signal', () => {
    expect(rateConnection(sample(40, 0, 2_000_000)).level).toBe('good');
    expect(rateConnection(sample(350, 0, 2_000_000)).level).toBe('fair');
    expect(rateConnection(sample(40, 0.03, 2_000_000)).level).toBe('fair');
    expect(rateConnection(sample(40, 0, 50_000)).level).toBe('poor');
    expect(rateConnection(sample(700, 0, 2_000_000)).level).toBe('poor');
  });

  it('says unknown when nothing was measured, and rates on what there is otherwise', () => {
    expect(rateConnection(sample(null, null, null)).level).toBe('unknown');
    expect(rateConnection(sample(null, 0.1, null)).level).toBe('poor');
  });
});

describe('lossBetween', () => {
  it('is the lost share of the packets expected in the interval', () => {
    expect(lossBetween({ received: 100, lost: 0 }, { received: 190, lost: 10 })).toBeCloseTo(0.1);
  });

  it('says nothing without a previous sample or when the counters restarted', () => {
    expect(lossBetween(null, { received: 5, lost: 0 })).toBeNull();
    expect(lossBetween({ received: 500, lost: 3 }, { received: 20, lost: 0 })).toBeNull();
    expect(lossBetween({ received: 5, lost: 0 }, { received: 5, lost: 0 })).toBeNull();
  });
});
