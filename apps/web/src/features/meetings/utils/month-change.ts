/** The real change of the meeting count against last month (docs/product.md, 'Dashboard'), not a fixed '+12%'. */
export type MonthChange = { kind: 'percent'; percent: number } | { kind: 'new'; count: number } | { kind: 'none' };

export function monthChange(thisMonth: number, lastMonth: number): MonthChange {
  if (lastMonth > 0) return { kind: 'percent', percent: Math.round(((thisMonth - lastMonth) / lastMonth) * 100) };
  // A change from zero has no percentage.
  return thisMonth > 0 ? { kind: 'new', count: thisMonth } : { kind: 'none' };
}
