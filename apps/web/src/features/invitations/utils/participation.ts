import type { InvitationStats } from '@vm/contracts';

/** 80% or more accepted is worth a word of praise (docs/product.md, 'Meeting detail'). */
export const EXCELLENT_RATE = 80;

/** The invitations still standing: a cancelled one invites nobody, so it counts apart. */
export function standingInvitations(stats: Pick<InvitationStats, 'total' | 'cancelled'>): number {
  return stats.total - stats.cancelled;
}

/**
 * Accepted out of the invitations not cancelled, as a whole percent; 0 when there are none
 * (docs/product.md, 'Invitation status').
 */
export function participationRate(stats: Pick<InvitationStats, 'accepted' | 'total' | 'cancelled'>): number {
  const standing = standingInvitations(stats);
  return standing > 0 ? Math.round((stats.accepted / standing) * 100) : 0;
}

export type Insight =
  | { kind: 'confirmed'; count: number }
  | { kind: 'noneConfirmed' }
  | { kind: 'pending'; count: number }
  | { kind: 'allResponded' }
  | { kind: 'declined'; count: number }
  | { kind: 'cancelled'; count: number }
  | { kind: 'attended'; count: number }
  | { kind: 'excellent' };

/**
 * The Quick Insights lines in the order of docs/product.md, 'Meeting detail': nothing about answers
 * while no invitation stands (none sent, or all cancelled); declined and cancelled only when there are.
 */
export function quickInsights(stats: InvitationStats): Insight[] {
  const lines: Insight[] = [
    stats.accepted > 0 ? { kind: 'confirmed', count: stats.accepted } : { kind: 'noneConfirmed' },
  ];
  if (stats.pending > 0) lines.push({ kind: 'pending', count: stats.pending });
  // An expired invitation was never answered either: 'all responded' only when each standing one was.
  else if (standingInvitations(stats) > 0 && stats.expired === 0) lines.push({ kind: 'allResponded' });
  if (stats.declined > 0) lines.push({ kind: 'declined', count: stats.declined });
  if (stats.cancelled > 0) lines.push({ kind: 'cancelled', count: stats.cancelled });
  if (stats.attended > 0) lines.push({ kind: 'attended', count: stats.attended });
  if (participationRate(stats) >= EXCELLENT_RATE) lines.push({ kind: 'excellent' });
  return lines;
}
