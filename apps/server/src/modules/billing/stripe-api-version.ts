/**
 * The Stripe API version the product is written for: the one `stripe` 23.x was generated for.
 * Requests send it, events come in its shapes, and the local Stripe server answers in them
 * (docs/decisions/053). Moving it is a change of its own.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;
