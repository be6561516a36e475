import { LIMITS } from '@vm/contracts';
import { z } from 'zod';

/**
 * The join body's rules (contracts' joinMeetingBodySchema), with messages as keys under `room:entry`. The
 * e-mail may stay empty: a public meeting without approval needs a name only, and the server says when a
 * meeting needs it (docs/product.md, 'Joining a meeting').
 */
export const guestFormSchema = z.object({
  guestName: z.string().trim().min(1, { error: 'nameRequired' }).max(LIMITS.nameMax, { error: 'nameTooLong' }),
  guestEmail: z
    .string()
    .trim()
    .max(LIMITS.emailMax, { error: 'emailInvalid' })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'emailInvalid' }),
});

export type GuestFormValues = z.input<typeof guestFormSchema>;
