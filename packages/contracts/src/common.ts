import { z } from 'zod';
import { instant, plainText } from './fields';
import { PLANS, type Plan } from './plan-limits';

/** Input limits shared by the server and the forms (docs/product.md, 'Validation and input limits'). */
export const LIMITS = {
  titleMax: 200,
  descriptionMax: 2000,
  personalMessageMax: 1000,
  responseNoteMax: 500,
  nameMin: 2,
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 30,
  emailMax: 254,
  bulkRowsMax: 50,
  invitationsPerMeetingMax: 500,
  participantsMin: 1,
  participantsMax: 1000,
  participantsDefault: 100,
  otpLength: 6,
  chatMessageMax: 2000,
} as const;

/** An ISO 8601 instant with `Z` or an offset, as every input time must be. */
export const isoInstantSchema = instant();

/** Replies always carry UTC instants with `Z` and milliseconds. */
export const utcInstantSchema = z.iso.datetime();

export const emailSchema = z
  .string()
  .trim()
  .max(LIMITS.emailMax)
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((value) => value.toLowerCase());

export const personNameSchema = plainText()
  .min(LIMITS.nameMin, { error: `Name must be at least ${LIMITS.nameMin} characters` })
  .max(LIMITS.nameMax, { error: `Name must be at most ${LIMITS.nameMax} characters` });

export const phoneSchema = plainText()
  .min(LIMITS.phoneMin, { error: 'Please enter a valid phone number' })
  .max(LIMITS.phoneMax, { error: `Phone must be at most ${LIMITS.phoneMax} characters` });

export const localeSchema = z.enum(['en', 'tr']);
export type Locale = z.infer<typeof localeSchema>;

export const planSchema = z.enum(PLANS);
export type { Plan };

export { PLAN_LIMITS } from './plan-limits';

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
