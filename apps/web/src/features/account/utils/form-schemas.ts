import { LIMITS } from '@vm/contracts';
import { z } from 'zod';

// The same limits the server checks (contracts' LIMITS); each message is a key of the account
// namespace's `errors`, so the form shows it in the reader's language (see use-field-error.ts).

export const profileFormSchema = z.object({
  name: z.string().trim().min(LIMITS.nameMin, { error: 'nameTooShort' }).max(LIMITS.nameMax, { error: 'nameTooLong' }),
  /** Empty removes the number. */
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || (phone.length >= LIMITS.phoneMin && phone.length <= LIMITS.phoneMax), {
      error: 'phoneInvalid',
    }),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const newEmailFormSchema = z.object({
  email: z
    .string()
    .trim()
    .max(LIMITS.emailMax, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
});
export type NewEmailFormValues = z.infer<typeof newEmailFormSchema>;

export const codeFormSchema = z.object({
  otpCode: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), { error: 'codeInvalid' }),
});
export type CodeFormValues = z.infer<typeof codeFormSchema>;

export type FieldErrorKey = 'nameTooShort' | 'nameTooLong' | 'phoneInvalid' | 'emailInvalid' | 'codeInvalid';
