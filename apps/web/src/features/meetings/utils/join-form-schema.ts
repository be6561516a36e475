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
  guestEmail: z
    .string()
    .trim()
    .max(LIMITS.emailMax, { error: 'guestEmailInvalid' })
    .pipe(z.email({ error: 'guestEmailInvalid' })),
});

export type JoinFormValues = z.input<typeof joinFormSchema>;
