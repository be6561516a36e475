import { LIMITS } from '@vm/contracts';
import { z } from 'zod';

/** The join body's rules (contracts' joinMeetingBodySchema), with messages as keys under `room:entry`. */
export const guestFormSchema = z.object({
  guestName: z.string().trim().min(1, { error: 'nameRequired' }).max(LIMITS.nameMax, { error: 'nameTooLong' }),
  guestEmail: z
    .string()
    .trim()
    .max(LIMITS.emailMax, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
});

export type GuestFormValues = z.input<typeof guestFormSchema>;
