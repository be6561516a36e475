/**
 * The guided tour's seven steps (docs/product.md, 'Guided tour'), each pointing at a dashboard section by element
 * id. The dashboard route gives those ids to the sections, which live in other features.
 */
export const TOUR_TARGETS = {
  quickActions: 'dashboard-quick-actions',
  stats: 'dashboard-stats',
  calendar: 'dashboard-calendar',
  search: 'dashboard-search',
  groups: 'dashboard-meetings',
  upcoming: 'dashboard-upcoming',
  activity: 'dashboard-activity',
} as const;

export type TourStep = keyof typeof TOUR_TARGETS;
export const TOUR_STEPS = Object.keys(TOUR_TARGETS) as TourStep[];
