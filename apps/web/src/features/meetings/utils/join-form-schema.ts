import { LIMITS } from '@vm/contracts';
import { z } from 'zod';

/**
 * Join Meeting form (docs/product.md, 'Validation and input limits'); messages are keys under
 * `meetings:join.errors`.
 */
export const joinFormSchema = z.object({
  meetingId: z.string().trim().min(1, { error: 'meetingIdRequired' }),
  guestName: z
    .string()
    .trim()
    .min(1, { error: 'guestNameRequired' })
    .max(LIMITS.nameMax, { error: 'guestNameTooLong' }),
  // Optional: a public meeting without approval needs a name only; the server says when a meeting needs it.
  guestEmail: z
    .string()
    .trim()
    .max(LIMITS.emailMax, { error: 'guestEmailInvalid' })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'guestEmailInvalid' }),
});

export type JoinFormValues = z.input<typeof joinFormSchema>;
