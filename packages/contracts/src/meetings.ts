import { z } from 'zod';
import { emailSchema, isoInstantSchema, LIMITS } from './common';

export const meetingStatusSchema = z.enum(['scheduled', 'active', 'in_progress', 'started', 'ended']);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;
/** Statuses the client treats as live (spec section 4). */
export const LIVE_STATUSES: readonly MeetingStatus[] = ['active', 'in_progress', 'started'];

export const meetingTypeSchema = z.enum(['video', 'audio', 'webinar']);
export type MeetingType = z.infer<typeof meetingTypeSchema>;

/** A meeting as the API returns it (spec section 3, 'Meeting'). `meetingId` is the human code. */
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
  organizerId: z.string(),
  organizerType: z.literal('guest'),
  organizerName: z.string(),
  organizerEmail: z.string(),
  createdAt: z.iso.datetime(),
});
export type Meeting = z.infer<typeof meetingSchema>;

const entrySettings = {
  allowScreenSharing: z.boolean().default(true),
  allowChat: z.boolean().default(true),
  allowRecording: z.boolean().default(false),
  requireApproval: z.boolean().default(false),
  muteOnEntry: z.boolean().default(false),
  videoOnEntry: z.boolean().default(true),
};

const meetingFields = {
  title: z
    .string()
    .trim()
    .min(1, { error: 'Meeting title is required' })
    .max(LIMITS.titleMax, { error: `Title must be at most ${LIMITS.titleMax} characters` }),
  description: z
    .string()
    .trim()
    .max(LIMITS.descriptionMax, { error: `Description must be at most ${LIMITS.descriptionMax} characters` })
    .optional(),
  startTime: isoInstantSchema,
  endTime: isoInstantSchema,
  maxParticipants: z.coerce
    .number()
    .int()
    .min(LIMITS.participantsMin, { error: `Must be between ${LIMITS.participantsMin} and ${LIMITS.participantsMax}` })
    .max(LIMITS.participantsMax, { error: `Must be between ${LIMITS.participantsMin} and ${LIMITS.participantsMax}` })
    .default(LIMITS.participantsDefault),
  isPublic: z.boolean().default(false),
  meetingType: meetingTypeSchema.default('video'),
};

function endAfterStart(value: { startTime?: string; endTime?: string }) {
  if (!value.startTime || !value.endTime) return true;
  return Date.parse(value.endTime) > Date.parse(value.startTime);
}
const endAfterStartIssue = { error: 'End time must be after start time', path: ['endTime'] };

export const createMeetingBodySchema = z
  .object({ ...meetingFields, ...entrySettings })
  .refine(endAfterStart, endAfterStartIssue);
export type CreateMeetingBody = z.input<typeof createMeetingBodySchema>;

export const updateMeetingBodySchema = z
  .object({
    title: meetingFields.title.optional(),
    description: meetingFields.description,
    startTime: isoInstantSchema.optional(),
    endTime: isoInstantSchema.optional(),
    maxParticipants: meetingFields.maxParticipants.optional(),
    isPublic: z.boolean().optional(),
    meetingType: meetingTypeSchema.optional(),
    allowScreenSharing: z.boolean().optional(),
    allowChat: z.boolean().optional(),
    allowRecording: z.boolean().optional(),
    requireApproval: z.boolean().optional(),
    muteOnEntry: z.boolean().optional(),
    videoOnEntry: z.boolean().optional(),
  })
  .refine(endAfterStart, endAfterStartIssue);
export type UpdateMeetingBody = z.input<typeof updateMeetingBodySchema>;

export const joinUrlQuerySchema = z.object({ participantEmail: emailSchema.optional() });

/** Join Meeting dialog and `POST /meetings/{id}/join` (spec section 5, 'Join meeting'). */
export const joinMeetingBodySchema = z.object({
  guestName: z
    .string()
    .trim()
    .min(1, { error: 'Your name is required' })
    .max(LIMITS.nameMax, { error: `Name must be at most ${LIMITS.nameMax} characters` }),
  guestEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Valid email is required' })),
});
export type JoinMeetingBody = z.input<typeof joinMeetingBodySchema>;

/** Dashboard stats (spec section 3, 'Stats'), plus the real change against last month. */
export const meetingStatsSchema = z.object({
  totalMeetings: z.number().int(),
  activeMeetings: z.number().int(),
  scheduledMeetings: z.number().int(),
  completedMeetings: z.number().int(),
  thisMonthMeetings: z.number().int(),
  lastMonthMeetings: z.number().int(),
});
export type MeetingStats = z.infer<typeof meetingStatsSchema>;

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
