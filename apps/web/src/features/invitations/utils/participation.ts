import type { InvitationStats } from '@vm/contracts';

/** 80% or more accepted is worth a word of praise (docs/product.md, 'Meeting detail'). */
export const EXCELLENT_RATE = 80;

/**
 * Accepted out of all invitations, as a whole percent; 0 when nobody was invited
 * (docs/product.md, 'Invitation status').
 */
export function participationRate(stats: Pick<InvitationStats, 'accepted' | 'total'>): number {
  return stats.total > 0 ? Math.round((stats.accepted / stats.total) * 100) : 0;
}

export type Insight =
  | { kind: 'confirmed'; count: number }
  | { kind: 'noneConfirmed' }
  | { kind: 'pending'; count: number }
  | { kind: 'allResponded' }
  | { kind: 'declined'; count: number }
  | { kind: 'excellent' };

/** The Quick Insights lines in the order of docs/product.md, 'Meeting detail'; declined only when someone declined. */
export function quickInsights(stats: InvitationStats): Insight[] {
  const lines: Insight[] = [
    stats.accepted > 0 ? { kind: 'confirmed', count: stats.accepted } : { kind: 'noneConfirmed' },
    stats.pending > 0 ? { kind: 'pending', count: stats.pending } : { kind: 'allResponded' },
  ];
  if (stats.declined > 0) lines.push({ kind: 'declined', count: stats.declined });
  if (participationRate(stats) >= EXCELLENT_RATE) lines.push({ kind: 'excellent' });
  return lines;
}
