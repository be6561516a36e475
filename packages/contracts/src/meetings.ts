// Longer than 250 lines because it is the contract of the meetings API as one piece: the meeting and its
// public view, the list's query, the create, edit and join bodies, statistics and activity, which the
// server and the web read together. Recurrence is already in recurrence.ts.
import { z } from 'zod';
import { meetingBookingSchema } from './booking';
import { emailSchema, LIMITS, PLAN_LIMITS, type Plan } from './common';
import { instant, meetingTime, plainText, wholeNumber } from './fields';
import { occurrenceScopeSchema, recurrenceInputSchema, recurrenceRuleSchema } from './recurrence';

export const meetingStatusSchema = z.enum(['scheduled', 'active', 'in_progress', 'started', 'ended']);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;
/** Statuses the client treats as live (docs/product.md, 'Meeting status'). */
export const LIVE_STATUSES: readonly MeetingStatus[] = ['active', 'in_progress', 'started'];

export const meetingTypeSchema = z.enum(['video', 'audio', 'webinar']);
export type MeetingType = z.infer<typeof meetingTypeSchema>;

/** A meeting as the API returns it (docs/product.md, 'Entities and fields'). `meetingId` is the human code. */
export const meetingSchema = z.object({
  id: z.string(),
  meetingId: z.string(),
  roomName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  endedAt: z.iso.datetime().nullable(),
  meetingType: meetingTypeSchema,
  status: meetingStatusSchema,
  meetingUrl: z.string(),
  maxParticipants: z.number().int(),
  isPublic: z.boolean(),
  allowScreenSharing: z.boolean(),
  allowChat: z.boolean(),
  allowRecording: z.boolean(),
  requireApproval: z.boolean(),
  muteOnEntry: z.boolean(),
  videoOnEntry: z.boolean(),
  /** E-mail reminders 24 hours and 15 minutes before the start (docs/product.md, 'Meeting reminders'). */
  remindersEnabled: z.boolean(),
  /**
   * A large meeting (stage and audience, decision record 044): the organizer and those invited to the stage speak,
   * everyone else joins as audience. A live room keeps the shape it was opened with.
   */
  largeMeeting: z.boolean(),
  organizerId: z.string(),
  organizerType: z.literal('guest'),
  organizerName: z.string(),
  organizerEmail: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The lower of maxParticipants and the organizer's plan: what the room enforces. */
  participantLimit: z.number().int(),
  /** The organizer's plan limit on a live meeting, counted from startedAt; null when unlimited. */
  durationLimitMinutes: z.number().int().nullable(),
  /** The series this meeting is an occurrence of (docs/product.md, 'Recurring meetings'); null for a single meeting. */
  seriesId: z.string().nullable(),
  /**
   * The series' own code (decision record 057): `/room/{seriesCode}` always opens the series' current
   * occurrence. Null for a single meeting.
   */
  seriesCode: z.string().nullable(),
  /** The series' rule, null for a single meeting. */
  recurrence: recurrenceRuleSchema.nullable(),
  /**
   * When the organizer cancelled it before it began (its `status` is then `ended`, the original
   * client's word for it; docs/product.md, 'Meeting status'); null otherwise.
   */
  cancelledAt: z.iso.datetime().nullable(),
  /** When the organizer deleted it (docs/product.md, 'Deleting meetings'); null while it is listed. */
  deletedAt: z.iso.datetime().nullable(),
  /**
   * The booking that made this meeting (booking pages, decision record 068): in the organizer's list and
   * meeting page; null for a meeting nobody booked, absent from the other replies.
   */
  booking: meetingBookingSchema.nullable().optional(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** What anyone may see of a public meeting (`GET /meetings/public`); nothing private of the organizer. */
export const publicMeetingSchema = meetingSchema.pick({
  id: true,
  meetingId: true,
  title: true,
  description: true,
  startTime: true,
  endTime: true,
  meetingType: true,
  status: true,
  maxParticipants: true,
  organizerName: true,
  allowScreenSharing: true,
  allowChat: true,
});
export type PublicMeeting = z.infer<typeof publicMeetingSchema>;

/**
 * Status filter of the meeting lists; 'live' covers active, in_progress and started; 'ended' keeps
 * the meetings that were held, 'cancelled' those cancelled before they began.
 */
export const meetingStatusFilterSchema = z.enum(['all', 'scheduled', 'live', 'ended', 'cancelled']);
export type MeetingStatusFilter = z.infer<typeof meetingStatusFilterSchema>;

/**
 * Statuses `GET /meetings` can be filtered by: `active` covers the live statuses (active, in_progress,
 * started); `live` is its older name and `all` means no filter, both kept for older clients. A
 * cancelled meeting's status is `ended`, but `ended` keeps only meetings that were not cancelled and
 * `cancelled` only those that were.
 */
export const meetingListStatusSchema = z.enum(['scheduled', 'active', 'ended', 'cancelled', 'live', 'all']);
export type MeetingListStatus = z.infer<typeof meetingListStatusSchema>;

/**
 * Orders of `GET /meetings`: by planned start (`start` soonest first, `-start` latest first, the
 * default) or by when the meeting ended or is planned to end (`end`, `-end`: the Recent order).
 */
export const meetingListSortSchema = z.enum(['start', '-start', 'end', '-end']);
export type MeetingListSort = z.infer<typeof meetingListSortSchema>;

const LIST_STATUS_VALUES_MAX = 10;
/** List filters may look far back and ahead, though not into years no database or clock handles well. */
const LIST_FILTER_YEARS = 100;
const listFilterWindowError = `Must be within ${LIST_FILTER_YEARS} years of now`;

function inListFilterWindow(text: string): boolean {
  const years = Math.abs(Date.parse(text) - Date.now()) / (365.25 * 86_400_000);
  return years <= LIST_FILTER_YEARS;
}

/** An instant bounding a list filter: the contracts' instant format, within a wide window of now. */
const listFilterInstant = () => instant().refine(inListFilterWindow, { error: listFilterWindowError });

/**
 * `status` on the wire: a comma-separated list (`status=scheduled,active`), the parameter repeated
 * (`status=scheduled&status=active`), or both; each value one of meetingListStatusSchema.
 */
const listStatuses = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(z.array(meetingListStatusSchema).max(LIST_STATUS_VALUES_MAX));

const listSearch = plainText().max(LIMITS.titleMax, { error: `Search must be at most ${LIMITS.titleMax} characters` });

/**
 * `GET /meetings`. Without filters it answers as it always has: every meeting, latest start first.
 * `from` and `to` keep the meetings whose time overlaps [from, to): their planned span together with
 * the span they actually ran. `q` searches title and meeting code (`search` is its older name).
 */
export const meetingListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    status: listStatuses.optional(),
    q: listSearch.optional(),
    search: listSearch.optional(),
    from: listFilterInstant().optional(),
    to: listFilterInstant().optional(),
    sort: meetingListSortSchema.default('-start'),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.to) > Date.parse(query.from), {
    error: 'Must be after from',
    path: ['to'],
  });
export type MeetingListQuery = z.input<typeof meetingListQuerySchema>;

/** Either the opaque id or the human code (ABC-2024-354) names a meeting in every path. */
export const meetingRefParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** Above this many participants a new meeting is a large one by default (when the plan allows it). */
export const LARGE_MEETING_THRESHOLD = 50;

/**
 * Whether a new meeting is a large one (stage and audience) when the organizer does not say: when it
 * is meant for more than LARGE_MEETING_THRESHOLD people and the organizer's plan lets that many in.
 * The server stores it; the meeting form shows it before the organizer chooses.
 */
export function defaultLargeMeeting(maxParticipants: number, plan: Plan): boolean {
  const allowed = PLAN_LIMITS[plan].maxParticipants;
  return maxParticipants > LARGE_MEETING_THRESHOLD && allowed > LARGE_MEETING_THRESHOLD;
}

/** Who a join token admits, and as what (docs/product.md, 'Joining a meeting'). */
export const joinRoleSchema = z.enum(['host', 'invitee', 'guest']);
export type JoinRole = z.infer<typeof joinRoleSchema>;

/**
 * The six meeting settings (docs/product.md, 'Meeting settings'), in the order every screen lists
 * them: the meeting form's switches, the detail page's list, the invitation page's badges.
 */
export const MEETING_SETTINGS = [
  'allowScreenSharing',
  'allowChat',
  'allowRecording',
  'requireApproval',
  'muteOnEntry',
  'videoOnEntry',
] as const satisfies readonly (keyof Meeting)[];
export type MeetingSetting = (typeof MEETING_SETTINGS)[number];

/** What a new meeting gets; a setting missing here, or one not in MEETING_SETTINGS, does not compile. */
const entrySettings = {
  allowScreenSharing: z.boolean().default(true),
  allowChat: z.boolean().default(true),
  allowRecording: z.boolean().default(false),
  requireApproval: z.boolean().default(false),
  muteOnEntry: z.boolean().default(false),
  videoOnEntry: z.boolean().default(true),
} satisfies Record<MeetingSetting, z.ZodType<boolean>>;

const participantsError = `Must be between ${LIMITS.participantsMin} and ${LIMITS.participantsMax}`;
const maxParticipants = wholeNumber({
  min: LIMITS.participantsMin,
  max: LIMITS.participantsMax,
  error: participantsError,
});

const meetingFields = {
  title: plainText()
    .min(1, { error: 'Meeting title is required' })
    .max(LIMITS.titleMax, { error: `Title must be at most ${LIMITS.titleMax} characters` }),
  description: plainText({ multiline: true })
    .max(LIMITS.descriptionMax, { error: `Description must be at most ${LIMITS.descriptionMax} characters` })
    .optional(),
  startTime: meetingTime(),
  endTime: meetingTime(),
  maxParticipants: maxParticipants.default(LIMITS.participantsDefault),
  isPublic: z.boolean().default(false),
  meetingType: meetingTypeSchema.default('video'),
};

function endAfterStart(value: { startTime?: string; endTime?: string }) {
  if (!value.startTime || !value.endTime) return true;
  return Date.parse(value.endTime) > Date.parse(value.startTime);
}
const endAfterStartIssue = { error: 'End time must be after start time', path: ['endTime'] };

export const createMeetingBodySchema = z
  .object({
    ...meetingFields,
    ...entrySettings,
    remindersEnabled: z.boolean().default(true),
    /**
     * Stage and audience. Left out, the server decides: on when maxParticipants is above
     * LARGE_MEETING_THRESHOLD and the organizer's plan allows that many, off otherwise.
     */
    largeMeeting: z.boolean().optional(),
    /** Makes the meeting the first occurrence of a series; the reply is that first occurrence. */
    recurrence: recurrenceInputSchema.optional(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type CreateMeetingBody = z.input<typeof createMeetingBodySchema>;

export const updateMeetingBodySchema = z
  .object({
    title: meetingFields.title.optional(),
    description: meetingFields.description,
    startTime: meetingTime().optional(),
    endTime: meetingTime().optional(),
    // No default here: a change that leaves the field out keeps the meeting's value.
    maxParticipants: maxParticipants.optional(),
    isPublic: z.boolean().optional(),
    meetingType: meetingTypeSchema.optional(),
    allowScreenSharing: z.boolean().optional(),
    allowChat: z.boolean().optional(),
    allowRecording: z.boolean().optional(),
    requireApproval: z.boolean().optional(),
    muteOnEntry: z.boolean().optional(),
    videoOnEntry: z.boolean().optional(),
    remindersEnabled: z.boolean().optional(),
    largeMeeting: z.boolean().optional(),
    /** A new rule: on a single meeting it starts a series, on an occurrence it needs scope 'following'. */
    recurrence: recurrenceInputSchema.optional(),
    /** On an occurrence: change it alone (the default) or it and every later one, splitting the series. */
    scope: occurrenceScopeSchema.optional(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type UpdateMeetingBody = z.input<typeof updateMeetingBodySchema>;

export const joinUrlQuerySchema = z.object({ participantEmail: emailSchema.optional() });

/**
 * Join Meeting dialog and `POST /meetings/{id}/join` (docs/product.md, 'Validation and input limits'). The e-mail
 * may be left out (absent or empty): a public meeting without approval lets a guest in with a name alone; the
 * server asks for it (`GUEST_EMAIL_REQUIRED`) where the host admits guests from the lobby.
 */
export const joinMeetingBodySchema = z.object({
  guestName: plainText()
    .min(1, { error: 'Your name is required' })
    .max(LIMITS.nameMax, { error: `Name must be at most ${LIMITS.nameMax} characters` }),
  guestEmail: z
    .string()
    .trim()
    .max(LIMITS.emailMax, { error: 'Valid email is required' })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: 'Valid email is required',
      params: { code: 'INVALID_EMAIL' },
    })
    .optional(),
});
export type JoinMeetingBody = z.input<typeof joinMeetingBodySchema>;

/**
 * `POST /meetings/{id}/cancel`: an optional word to the invitees, sent with the cancellation. The
 * body may be left out (the route reads a missing one as `{}`).
 */
export const cancelMeetingBodySchema = z
  .object({
    message: plainText({ multiline: true })
      .max(LIMITS.personalMessageMax, {
        error: `Message must be at most ${LIMITS.personalMessageMax} characters`,
      })
      .optional(),
  })
  .strict();
export type CancelMeetingBody = z.input<typeof cancelMeetingBodySchema>;

/** Dashboard stats (docs/product.md, 'Entities and fields'), plus the real change against last month. */
export const meetingStatsSchema = z.object({
  totalMeetings: z.number().int(),
  activeMeetings: z.number().int(),
  scheduledMeetings: z.number().int(),
  completedMeetings: z.number().int(),
  thisMonthMeetings: z.number().int(),
  lastMonthMeetings: z.number().int(),
});
export type MeetingStats = z.infer<typeof meetingStatsSchema>;

export const activityQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(8) });

export const meetingActivityKindSchema = z.enum(['meeting_created', 'meeting_started', 'meeting_ended']);
export const meetingActivitySchema = z.object({
  id: z.string(),
  kind: meetingActivityKindSchema,
  meetingId: z.string(),
  meetingCode: z.string(),
  meetingTitle: z.string(),
  at: z.iso.datetime(),
});
export type MeetingActivity = z.infer<typeof meetingActivitySchema>;
