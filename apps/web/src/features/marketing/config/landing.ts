// The landing page's marketing figures (docs/product.md, 'What the product is'). Kept apart from plans.ts on purpose:
// that file reads the plan limits from @vm/contracts, which would pull zod into the landing bundle.

/** 'Meetings of up to 1000 participants': the Enterprise limit (a test keeps the two equal). */
export const MAX_PARTICIPANTS = 1000;

export const LANDING_STATS = {
  uptime: 0.999,
  users: 50_000,
  countries: 150,
  meetings: 10_000,
  agencies: 500,
} as const;

/** Customer stories (landing) and testimonials (pricing) are the same three, with their ratings out of 5. */
export const STORY_RATING_MAX = 5;
export const STORIES = [
  { key: 'agency', rating: 5 },
  { key: 'hotel', rating: 5 },
  { key: 'business', rating: 4 },
] as const;
