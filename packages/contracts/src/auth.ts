import { z } from 'zod';
import { emailSchema, localeSchema, LIMITS, personNameSchema, phoneSchema, planSchema } from './common';
import { timeZoneSchema } from './recurrence';

export const userTypeSchema = z.enum(['guest', 'platform']);
export type UserType = z.infer<typeof userTypeSchema>;

export const otpPurposeSchema = z.enum(['register', 'login']);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: `Please enter the complete ${LIMITS.otpLength}-digit code` });

/** The signed-in guest as the server returns it and the client keeps it (docs/product.md, 'Entities and fields'). */
export const guestUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isVerified: z.boolean(),
  type: z.literal('guest'),
  plan: planSchema,
  locale: localeSchema,
});
export type GuestUser = z.infer<typeof guestUserSchema>;

/** `GET /guest/me`: the signed-in guest and their booking handle (null until they first use booking pages). */
export const guestMeSchema = guestUserSchema.extend({ bookingHandle: z.string().nullable() });
export type GuestMe = z.infer<typeof guestMeSchema>;

/** Client auth state (docs/product.md, 'Entities and fields'). */
export const authStateSchema = z.object({
  user: guestUserSchema.nullable(),
  isAuthenticated: z.boolean(),
  loading: z.boolean(),
  userType: z.enum(['guest', 'none']),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const sendOtpQuerySchema = z.object({ purpose: otpPurposeSchema });
export const sendOtpBodySchema = z.object({ email: emailSchema, locale: localeSchema.optional() });
export type SendOtpBody = z.input<typeof sendOtpBodySchema>;

export const registrationBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  otpCode: otpCodeSchema,
  phone: phoneSchema.optional(),
  locale: localeSchema.optional(),
  /** The browser's IANA time zone: e-mails give the account's times in it (docs/product.md, 'Invitation e-mail'). */
  timeZone: timeZoneSchema.optional(),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** Login; the original client sometimes also sent `isRegistration: false` and the guest role. */
export const loginBodySchema = z.object({
  email: emailSchema,
  otpCode: otpCodeSchema,
  isRegistration: z.boolean().optional(),
  role: z.string().optional(),
  userType: z.string().optional(),
  /** The browser's IANA time zone, kept as the account's (see registrationBodySchema). */
  timeZone: timeZoneSchema.optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** Login and registration reply data. */
export const sessionDataSchema = z.object({
  token: z.string(),
  expiry: z.iso.datetime(),
  user: guestUserSchema,
});
export type SessionData = z.infer<typeof sessionDataSchema>;
