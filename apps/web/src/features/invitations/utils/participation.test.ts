import { describe, expect, it } from 'vitest';
import { participationRate, quickInsights } from './participation';

const stats = (accepted: number, pending: number, declined: number, cancelled = 0) => ({
  total: accepted + pending + declined + cancelled,
  accepted,
  pending,
  declined,
  cancelled,
  expired: 0,
  attended: 0,
});

describe('participation', () => {
  it.each([
    [stats(0, 0, 0), 0],
    [stats(1, 1, 0), 50],
    [stats(1, 2, 0), 33],
    [stats(2, 1, 0), 67],
    [stats(4, 0, 1), 80],
    [stats(4, 0, 0, 1), 100],
    [stats(0, 0, 0, 3), 0],
  ])('rounds accepted out of the invitations not cancelled to a whole percent (%o -> %i)', (value, rate) => {
    expect(participationRate(value)).toBe(rate);
  });

  it('says how many invitees came, and not that an expired invitation was answered', () => {
    expect(quickInsights({ ...stats(0, 0, 0), expired: 1, total: 1, attended: 1 })).toEqual([
      { kind: 'noneConfirmed' },
      { kind: 'attended', count: 1 },
    ]);
  });

  it('says nothing about answers when nothing was sent, or all was cancelled', () => {
    expect(quickInsights(stats(0, 0, 0))).toEqual([{ kind: 'noneConfirmed' }]);
    expect(quickInsights(stats(0, 0, 0, 2))).toEqual([{ kind: 'noneConfirmed' }, { kind: 'cancelled', count: 2 }]);
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
    expect(quickInsights(stats(1, 0, 0, 1))).toEqual([
      { kind: 'confirmed', count: 1 },
      { kind: 'allResponded' },
      { kind: 'cancelled', count: 1 },
      { kind: 'excellent' },
    ]);
  });
});
