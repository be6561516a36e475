import { describe, expect, it } from 'vitest';
import { participationRate, quickInsights } from './participation';

const stats = (accepted: number, pending: number, declined: number, cancelled = 0) => ({
  total: accepted + pending + declined + cancelled,
  accepted,
  pending,
  declined,
  cancelled,
  expired: 0,
});

describe('participation', () => {
  it.each([
    [stats(0, 0, 0), 0],
    [stats(1, 1, 0), 50],
    [stats(1, 2, 0), 33],
    [stats(2, 1, 0), 67],
    [stats(4, 0, 0, 1), 80],
  ])('rounds accepted out of total to a whole percent (%o -> %i)', (value, rate) => {
    expect(participationRate(value)).toBe(rate);
  });

  it('says nobody confirmed and everything is answered when nothing was sent', () => {
    expect(quickInsights(stats(0, 0, 0))).toEqual([{ kind: 'noneConfirmed' }, { kind: 'allResponded' }]);
  });

  it('counts confirmed, pending and declined, and praises 80% or more', () => {
    expect(quickInsights(stats(1, 1, 0))).toEqual([
      { kind: 'confirmed', count: 1 },
      { kind: 'pending', count: 1 },
    ]);
    expect(quickInsights(stats(4, 0, 1))).toEqual([
      { kind: 'confirmed', count: 4 },
      { kind: 'allResponded' },
      { kind: 'declined', count: 1 },
      { kind: 'excellent' },
    ]);
  });
});
