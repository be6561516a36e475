// Longer than 250 lines because booking pages' whole wire shape lives here: booking types, the host's
// availability, the handle, the public page, its slots and the booking itself, each used by both sides.
import { z } from 'zod';
import { CALENDAR_FEED_LIMITS, calendarFeedInputSchema, calendarFeedSchema } from './booking-feeds';
import { emailSchema, LIMITS, localeSchema, personNameSchema, phoneSchema, utcInstantSchema } from './common';
import { instant, plainText, wholeNumber } from './fields';
import { timeZoneSchema } from './recurrence';

/**
 * Booking pages (docs/product.md, 'Booking pages'; decision record 066): a host offers booking types
 * at `/book/{handle}/{slug}`, visitors pick a free slot of the host's availability and book it.
 */

export const BOOKING_LIMITS = {
  durationMin: 15,
  durationMax: 240,
  handleMin: 3,
  handleMax: 30,
  slugMin: 1,
  slugMax: 60,
  rangesPerDayMax: 10,
  dateOverridesMax: 366,
  noticeMaxMinutes: 60 * 24 * 60,
  horizonMaxDays: 730,
  bufferMaxMinutes: 240,
  maxPerDayMax: 100,
  /** The slots call covers at most this many days; a month view needs 31 plus its edges. */
  slotsRangeMaxDays: 62,
  answersMax: 20,
  answerMax: 1000,
  noteMax: 1000,
  cancelReasonMax: 500,
  /** The host's questions to a visitor: a few at most (decision record 068). */
  questionsMax: 5,
  questionLabelMax: 200,
  questionOptionsMax: 10,
  questionOptionMax: 100,
} as const;

/** Handles that would read as one of the product's own addresses or mislead a visitor. */
export const RESERVED_BOOKING_HANDLES = new Set([
  'admin',
  'api',
  'app',
  'book',
  'booking',
  'bookings',
  'dashboard',
  'help',
  'login',
  'logout',
  'me',
  'meeting',
  'meetings',
  'new',
  'root',
  'settings',
  'signup',
  'static',
  'support',
  'system',
  'www',
]);

const URL_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const urlPartError = 'Use lowercase letters, digits and single hyphens between them';

/** A booking handle: 3-30 of [a-z0-9-], not a reserved word (compared lowercased, as typed). */
export const bookingHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(BOOKING_LIMITS.handleMin, { error: `Must be at least ${BOOKING_LIMITS.handleMin} characters` })
  .max(BOOKING_LIMITS.handleMax, { error: `Must be at most ${BOOKING_LIMITS.handleMax} characters` })
  .regex(URL_PART, { error: urlPartError })
  .refine((handle) => !RESERVED_BOOKING_HANDLES.has(handle), { error: 'This handle is reserved' });

export const bookingSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(BOOKING_LIMITS.slugMin, { error: 'The link is required' })
  .max(BOOKING_LIMITS.slugMax, { error: `Must be at most ${BOOKING_LIMITS.slugMax} characters` })
  .regex(URL_PART, { error: urlPartError });

const durationMinutes = wholeNumber({
  min: BOOKING_LIMITS.durationMin,
  max: BOOKING_LIMITS.durationMax,
  error: `Must be between ${BOOKING_LIMITS.durationMin} and ${BOOKING_LIMITS.durationMax} minutes`,
});

const bookingTitle = plainText()
  .min(1, { error: 'Title is required' })
  .max(LIMITS.titleMax, { error: `Title must be at most ${LIMITS.titleMax} characters` });
const bookingDescription = plainText({ multiline: true }).max(LIMITS.descriptionMax, {
  error: `Description must be at most ${LIMITS.descriptionMax} characters`,
});

export const BOOKING_QUESTION_KINDS = ['short', 'long', 'choice'] as const;
export type BookingQuestionKind = (typeof BOOKING_QUESTION_KINDS)[number];

/**
 * A question the host asks each visitor of a booking type (decision record 068): a short or long text,
 * or one choice among 2-10 options. Its `id` names the answer in `answers` of the booking request.
 */
export const bookingQuestionSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'Use 1-40 lowercase letters, digits and hyphens' }),
    label: plainText()
      .min(1, { error: 'The question is required' })
      .max(BOOKING_LIMITS.questionLabelMax, {
        error: `Must be at most ${BOOKING_LIMITS.questionLabelMax} characters`,
      }),
    kind: z.enum(BOOKING_QUESTION_KINDS),
    options: z
      .array(
        plainText()
          .min(1, { error: 'An option must not be empty' })
          .max(BOOKING_LIMITS.questionOptionMax, {
            error: `Must be at most ${BOOKING_LIMITS.questionOptionMax} characters`,
          }),
      )
      .max(BOOKING_LIMITS.questionOptionsMax, { error: `At most ${BOOKING_LIMITS.questionOptionsMax} options` })
      .optional(),
    required: z.boolean().default(false),
  })
  .refine((question) => question.kind !== 'choice' || (question.options?.length ?? 0) >= 2, {
    error: 'A choice needs at least 2 options',
    path: ['options'],
  })
  .refine((question) => question.kind === 'choice' || !question.options?.length, {
    error: 'Only a choice has options',
    path: ['options'],
  })
  .refine((question) => new Set(question.options ?? []).size === (question.options ?? []).length, {
    error: 'Each option at most once',
    path: ['options'],
  });
export type BookingQuestion = z.output<typeof bookingQuestionSchema>;
export type BookingQuestionInput = z.input<typeof bookingQuestionSchema>;

export const bookingQuestionsSchema = z
  .array(bookingQuestionSchema)
  .max(BOOKING_LIMITS.questionsMax, { error: `At most ${BOOKING_LIMITS.questionsMax} questions` })
  .refine((questions) => new Set(questions.map((q) => q.id)).size === questions.length, {
    error: 'Each question needs its own id',
  });

/** A new booking type; the meeting settings are those of the meetings its bookings create. */
export const createBookingTypeBodySchema = z.strictObject({
  title: bookingTitle,
  description: bookingDescription.default(''),
  slug: bookingSlugSchema,
  durationMinutes,
  isPublic: z.boolean().default(false),
  requireApproval: z.boolean().default(false),
  allowRecording: z.boolean().default(false),
  enabled: z.boolean().default(true),
  questions: bookingQuestionsSchema.default([]),
});
export type CreateBookingTypeBody = z.input<typeof createBookingTypeBodySchema>;

/** A change of a booking type: what it leaves out keeps its value. */
export const updateBookingTypeBodySchema = z.strictObject({
  title: bookingTitle.optional(),
  description: bookingDescription.optional(),
  slug: bookingSlugSchema.optional(),
  durationMinutes: durationMinutes.optional(),
  isPublic: z.boolean().optional(),
  requireApproval: z.boolean().optional(),
  allowRecording: z.boolean().optional(),
  enabled: z.boolean().optional(),
  questions: bookingQuestionsSchema.optional(),
});
export type UpdateBookingTypeBody = z.input<typeof updateBookingTypeBodySchema>;

export const bookingTypeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  durationMinutes: z.number().int(),
  isPublic: z.boolean(),
  requireApproval: z.boolean(),
  allowRecording: z.boolean(),
  enabled: z.boolean(),
  questions: z.array(bookingQuestionSchema),
  /** The public page's path, `/book/{handle}/{slug}`. */
  url: z.string(),
  createdAt: utcInstantSchema,
  updatedAt: utcInstantSchema,
});
export type BookingType = z.infer<typeof bookingTypeSchema>;

export const bookingTypeParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** A wall-clock time of day, `HH:MM`; `24:00` only ends a range (the end of the day). */
const timeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Must be a time such as 09:30' });

export const hoursRangeSchema = z
  .strictObject({ start: timeOfDay, end: timeOfDay })
  .refine((range) => range.start < range.end, { error: 'Must end after it starts', path: ['end'] })
  .refine((range) => range.start !== '24:00', { error: 'Must be a time such as 09:30', path: ['start'] });
export type HoursRange = z.infer<typeof hoursRangeSchema>;

/** A day's ranges, in order and not overlapping (touching is fine: 09:00-12:00 and 12:00-13:00). */
const dayHours = z
  .array(hoursRangeSchema)
  .max(BOOKING_LIMITS.rangesPerDayMax, { error: `At most ${BOOKING_LIMITS.rangesPerDayMax} ranges a day` })
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
      return sorted.every((range, index) => index === 0 || sorted[index - 1]!.end <= range.start);
    },
    { error: 'Ranges must not overlap' },
  );

export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEK_DAYS.map((day) => [day, dayHours.default([])])) as Record<
    WeekDay,
    z.ZodDefault<typeof dayHours>
  >,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A calendar date `YYYY-MM-DD` that exists (no 2027-02-30). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Must be a date such as 2027-03-28' })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    },
    { error: 'Must be a date such as 2027-03-28' },
  );

/** Other hours on one date; no hours is a day off. */
export const dateOverrideSchema = z.strictObject({ date: calendarDate, hours: dayHours });
export type DateOverride = z.infer<typeof dateOverrideSchema>;

const minutes = (max: number) => wholeNumber({ min: 0, max, error: `Must be between 0 and ${max}` });

/** The host's availability, one for all their booking types (`PUT /availability`). */
export const availabilityBodySchema = z.strictObject({
  timeZone: timeZoneSchema,
  weeklyHours: weeklyHoursSchema,
  minimumNoticeMinutes: minutes(BOOKING_LIMITS.noticeMaxMinutes).default(240),
  horizonDays: wholeNumber({
    min: 1,
    max: BOOKING_LIMITS.horizonMaxDays,
    error: `Must be between 1 and ${BOOKING_LIMITS.horizonMaxDays}`,
  }).default(60),
  bufferBeforeMinutes: minutes(BOOKING_LIMITS.bufferMaxMinutes).default(0),
  bufferAfterMinutes: minutes(BOOKING_LIMITS.bufferMaxMinutes).default(0),
  /** At most this many bookings a day (the host's day); null for no maximum. */
  maxPerDay: wholeNumber({
    min: 1,
    max: BOOKING_LIMITS.maxPerDayMax,
    error: `Must be between 1 and ${BOOKING_LIMITS.maxPerDayMax}`,
  })
    .nullable()
    .default(null),
  /** Slots start every this many minutes; null: every booking type's own length. */
  slotStepMinutes: z
    .union([z.literal(15), z.literal(30), z.literal(60)], { error: 'Must be 15, 30 or 60' })
    .nullable()
    .default(null),
  dateOverrides: z
    .array(dateOverrideSchema)
    .max(BOOKING_LIMITS.dateOverridesMax)
    .default([])
    .refine((overrides) => new Set(overrides.map((o) => o.date)).size === overrides.length, {
      error: 'Each date at most once',
    }),
  /** External calendars (decision record 069): `{ id }` keeps one, `{ url }` adds one; left out, they stay as they are. */
  feeds: z
    .array(calendarFeedInputSchema)
    .max(CALENDAR_FEED_LIMITS.feedsMax, { error: `At most ${CALENDAR_FEED_LIMITS.feedsMax} calendars` })
    .optional(),
});
export type AvailabilityBody = z.input<typeof availabilityBodySchema>;
export type Availability = z.output<typeof availabilityBodySchema>;
export const availabilitySchema = availabilityBodySchema;
/** The host's availability as `GET` and `PUT /availability` answer it: the feeds masked, with their last read. */
export const availabilityReplySchema = availabilityBodySchema
  .omit({ feeds: true })
  .extend({ feeds: z.array(calendarFeedSchema) });
export type AvailabilityReply = z.infer<typeof availabilityReplySchema>;

/** A booking type as a visitor sees it: no host e-mail, only the name and initials. */
export const publicBookingTypeSchema = z.object({
  handle: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  url: z.string(),
  host: z.object({ name: z.string(), initials: z.string() }),
  /** What the visitor is asked besides name, e-mail, phone and note. */
  questions: z.array(bookingQuestionSchema),
  /** The host's zone, which their hours are written in; the page shows slots in the visitor's. */
  timeZone: z.string(),
  /** Signed with the time the page was read; sent back as the booking's `formToken` (decision record 069). */
  formToken: z.string(),
});
export type PublicBookingType = z.infer<typeof publicBookingTypeSchema>;

export const publicBookingParamsSchema = z.object({
  handle: z.string().trim().min(1).max(64),
  slug: z.string().trim().min(1).max(BOOKING_LIMITS.slugMax),
});

const DAY_MS = 24 * 60 * 60_000;

/** The slots call: `from` and `to` instants, at most 62 days apart. */
export const slotsQuerySchema = z
  .object({ from: instant(), to: instant() })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), { error: 'Must be after from', path: ['to'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= BOOKING_LIMITS.slotsRangeMaxDays * DAY_MS, {
    error: `Must be at most ${BOOKING_LIMITS.slotsRangeMaxDays} days after from`,
    path: ['to'],
  });
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export const slotSchema = z.object({ start: utcInstantSchema, end: utcInstantSchema });
export type Slot = z.infer<typeof slotSchema>;
export const slotsReplySchema = z.object({ timeZone: z.string(), slots: z.array(slotSchema) });
export type SlotsReply = z.infer<typeof slotsReplySchema>;

/** What a visitor sends to book. `website` is a honeypot: people never see it, so it stays empty. */
export const bookingRequestBodySchema = z.strictObject({
  start: instant(),
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  answers: z
    .record(
      z.string().max(100),
      plainText({ multiline: true }).max(BOOKING_LIMITS.answerMax, {
        error: `Must be at most ${BOOKING_LIMITS.answerMax} characters`,
      }),
    )
    .refine((answers) => Object.keys(answers).length <= BOOKING_LIMITS.answersMax, {
      error: `At most ${BOOKING_LIMITS.answersMax} answers`,
    })
    .optional(),
  note: plainText({ multiline: true })
    .max(BOOKING_LIMITS.noteMax, { error: `Must be at most ${BOOKING_LIMITS.noteMax} characters` })
    .optional(),
  timeZone: timeZoneSchema,
  /** The visitor's language, for the e-mails about their booking. */
  locale: localeSchema.optional(),
  website: z.string().max(0, { error: 'Must be empty' }).optional(),
  /** The page's `formToken`: a booking sent within seconds of reading the page is refused. API callers may leave it out. */
  formToken: z.string().max(200).optional(),
});
export type BookingRequestBody = z.input<typeof bookingRequestBodySchema>;

export const bookingStatusSchema = z.enum(['confirmed', 'cancelled']);

/** A booking as its host sees it. */
export const bookingSchema = z.object({
  id: z.string(),
  bookingTypeId: z.string(),
  title: z.string(),
  start: utcInstantSchema,
  end: utcInstantSchema,
  status: bookingStatusSchema,
  bookerName: z.string(),
  bookerEmail: z.string(),
  bookerPhone: z.string().nullable(),
  answers: z.record(z.string(), z.string()),
  /** The questions as they were asked, each with its answer ('' when left out). */
  answered: z.array(z.object({ label: z.string(), answer: z.string() })),
  note: z.string().nullable(),
  timeZone: z.string(),
  meetingId: z.string().nullable(),
  createdAt: utcInstantSchema,
  cancelledAt: utcInstantSchema.nullable(),
  cancelReason: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * What the host's meeting reply says about the booking that made a meeting (`booking` of a meeting,
 * decision record 068): who booked it and what they answered. The booking module answers it.
 */
export const meetingBookingSchema = z.object({
  status: bookingStatusSchema,
  bookerName: z.string(),
  bookerEmail: z.string(),
  bookerPhone: z.string().nullable(),
  note: z.string().nullable(),
  answered: z.array(z.object({ label: z.string(), answer: z.string() })),
});
export type MeetingBooking = z.infer<typeof meetingBookingSchema>;

/** A booking as the booker sees it (by the token from their e-mail): nothing of the host but the name. */
export const bookerBookingSchema = z.object({
  title: z.string(),
  start: utcInstantSchema,
  end: utcInstantSchema,
  status: bookingStatusSchema,
  durationMinutes: z.number().int(),
  bookerName: z.string(),
  timeZone: z.string(),
  hostName: z.string(),
  handle: z.string(),
  slug: z.string(),
  cancelledAt: utcInstantSchema.nullable(),
});
export type BookerBooking = z.infer<typeof bookerBookingSchema>;

/** The reply to a new booking: the booker's view and the token that reschedules or cancels it. */
export const bookingCreatedSchema = bookerBookingSchema.extend({ token: z.string() });
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const bookingTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(64) });
export const rescheduleBookingBodySchema = z.strictObject({ start: instant() });
export const cancelBookingBodySchema = z.strictObject({
  reason: plainText({ multiline: true })
    .max(BOOKING_LIMITS.cancelReasonMax, { error: `Must be at most ${BOOKING_LIMITS.cancelReasonMax} characters` })
    .optional(),
});

/**
 * The account's booking handle (`GET/PUT /booking-handle`, decision record 070). A handle the host
 * leaves keeps leading to their pages, and stays theirs, for `oldHandleDays`.
 */
export const BOOKING_HANDLE_CHANGE = { oldHandleDays: 90 } as const;
export const bookingHandleBodySchema = z.strictObject({ handle: bookingHandleSchema });
export type BookingHandleBody = z.input<typeof bookingHandleBodySchema>;
export const bookingHandleReplySchema = z.object({ handle: z.string() });
export type BookingHandleReply = z.infer<typeof bookingHandleReplySchema>;
/** `GET /booking-handle/check?handle=`: whether the caller could take it now (their own counts as free). */
export const bookingHandleCheckQuerySchema = z.object({ handle: bookingHandleSchema });
export const bookingHandleCheckReplySchema = z.object({ available: z.boolean() });
export type BookingHandleCheckReply = z.infer<typeof bookingHandleCheckReplySchema>;
