import { z } from 'zod';
import { guestUserSchema, otpCodeSchema } from './auth';
import { emailSchema, localeSchema, personNameSchema, phoneSchema, utcInstantSchema } from './common';
import { exportedBillingSchema } from './billing';
import { invitationSchema } from './invitations';
import { meetingSchema } from './meetings';
import { recordingSchema } from './recordings';

/** The account page's profile: the signed-in guest plus what only the account page shows. */
export const accountProfileSchema = guestUserSchema.extend({
  phone: z.string().nullable(),
  createdAt: utcInstantSchema,
  /** The new address of an e-mail change whose code has not been typed yet. */
  pendingEmail: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** An empty phone field removes the number. */
const phoneOrNoneSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  phoneSchema.nullable(),
);

/** `PATCH /guest/me`: only the fields sent change. The e-mail address has its own confirmed flow. */
export const updateProfileBodySchema = z.object({
  name: personNameSchema.optional(),
  phone: phoneOrNoneSchema.optional(),
  locale: localeSchema.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** `POST /guest/me/email`: a code goes to the new address. */
export const emailChangeBodySchema = z.object({ email: emailSchema });
export type EmailChangeBody = z.input<typeof emailChangeBodySchema>;

/** Where a code went and when another may be asked for, as send-otp answers. */
export const codeSentSchema = z.object({
  email: z.string(),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

/** `POST /guest/me/email/confirm` and `POST /guest/delete`: the e-mailed code. */
export const accountCodeBodySchema = z.object({ otpCode: otpCodeSchema });
export type AccountCodeBody = z.input<typeof accountCodeBodySchema>;

/** One signed-in device. Never the token or its hash. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  /** 'Chrome', 'Firefox', ...; null when the browser did not say or is not recognised. */
  browser: z.string().nullable(),
  /** 'Linux', 'Windows', 'iOS', ...; null likewise. */
  os: z.string().nullable(),
  /** 'Chrome on Linux', for clients that show one line; the web composes its own in the reader's language. */
  label: z.string(),
  createdAt: utcInstantSchema,
  lastSeenAt: utcInstantSchema.nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const revokedSessionsSchema = z.object({ revoked: z.number().int().min(0) });

/** A session in the data export: what we keep of it, without its secret. */
export const exportedSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  label: z.string(),
  createdAt: utcInstantSchema,
  lastSeenAt: utcInstantSchema.nullable(),
  expiresAt: utcInstantSchema,
  revokedAt: utcInstantSchema.nullable(),
});

/** A lifecycle or presence event: when a meeting was created, started, ended, joined or left. */
export const exportedMeetingEventSchema = z.object({
  meetingId: z.string(),
  kind: z.string(),
  at: utcInstantSchema,
});

/** An address the account had before its current one, and when it held it (decision record 019). */
export const earlierAddressSchema = z.object({
  email: z.string(),
  heldFrom: utcInstantSchema,
  heldUntil: utcInstantSchema,
});
export type EarlierAddress = z.infer<typeof earlierAddressSchema>;

/** The record of one e-mail sent to one of the user's addresses: never its body, never a code. */
export const exportedEmailSchema = z.object({
  kind: z.string(),
  to: z.string(),
  /** Null for the e-mails that carry a sign-in or confirmation code. */
  subject: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: utcInstantSchema,
  sentAt: utcInstantSchema.nullable(),
});
export type ExportedEmail = z.infer<typeof exportedEmailSchema>;

/** `GET /guest/export` (GDPR articles 15 and 20): everything we hold about the signed-in user. */
export const accountExportSchema = z.object({
  exportedAt: utcInstantSchema,
  account: accountProfileSchema,
  /** The addresses the account had before, each with its period: what follows includes what was theirs. */
  earlierAddresses: z.array(earlierAddressSchema),
  meetings: z.array(meetingSchema),
  /** Lifecycle events of the user's own meetings (who else joined is left out: that is theirs). */
  meetingEvents: z.array(exportedMeetingEventSchema),
  /** When the user joined or left any meeting's room (as a guest, under one of their addresses while it was theirs). */
  attendance: z.array(exportedMeetingEventSchema),
  invitationsSent: z.array(invitationSchema),
  /** Invitations to the user's addresses, current and earlier, sent while each was theirs. */
  invitationsReceived: z.array(invitationSchema),
  sessions: z.array(exportedSessionSchema),
  /** The e-mails we sent to the user's addresses while each was theirs (kept as the outbox's record). */
  emails: z.array(exportedEmailSchema),
  /**
   * The user's recordings; a ready one's `downloadUrl` is the absolute address of its meeting's page in
   * the web app, where the signed-in organizer plays and downloads it (never a file link: a link in an
   * exported file would outlive signing out, decision record 032).
   */
  recordings: z.array(recordingSchema),
  /** The account's Stripe customer and subscription as we keep them; null when it never began a checkout. */
  billing: exportedBillingSchema.nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
