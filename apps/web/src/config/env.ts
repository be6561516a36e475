// Build-time settings. The sales address is deployment data, not something to invent in code:
// while it is unset, the pricing page says how to reach us instead of showing a dead link.
const contactEmail: string = import.meta.env.VITE_CONTACT_EMAIL ?? '';

export const env = {
  contactEmail: contactEmail.trim() || null,
} as const;
