import { emailSchema, otpCodeSchema, personNameSchema, phoneSchema } from '@vm/contracts';
import { z } from 'zod';
import { englishMessages as text } from '../utils/known-messages';

// The forms validate with the contract's field schemas, the very rules the server applies; the
// rules only the client has (terms, 'required' prompts, the login code's minimum) are added here.

/** A login code shorter than this is refused before any request (docs/product.md, 'Validation and input limits'). */
const OTP_MIN_LENGTH = 4;

export const registerFormSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  terms: z.boolean().refine((agreed) => agreed, { error: text.termsRequired }),
});
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterDetails = z.output<typeof registerFormSchema>;

export const loginEmailSchema = z.object({ email: emailSchema });
export type LoginEmailInput = z.input<typeof loginEmailSchema>;

export const loginCodeSchema = z.object({
  otpCode: z.string().trim().min(OTP_MIN_LENGTH, { error: text.otpInvalid }).pipe(otpCodeSchema),
});
export type OtpCodeInput = z.input<typeof loginCodeSchema>;

/** Quick Register: the phone is optional; an empty field is left out of the request. */
export const quickRegisterSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(phoneSchema.optional()),
});
export type QuickRegisterInput = z.input<typeof quickRegisterSchema>;
export type QuickRegisterDetails = z.output<typeof quickRegisterSchema>;

export const quickLoginEmailSchema = z.object({
  email: z.string().trim().min(1, { error: text.emailRequired }).pipe(emailSchema),
});

/** The code step of both quick dialogs. */
export const quickCodeSchema = z.object({
  otpCode: z.string().trim().min(1, { error: text.otpRequired }).pipe(otpCodeSchema),
});
