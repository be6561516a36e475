import { z } from 'zod';
import { LIMITS } from './common';
import { fieldErrorSchema } from './envelope';
import { plainText } from './fields';
import { meetingStatusSchema, meetingTypeSchema } from './meetings';
import { recurrenceRuleSchema } from './recurrence';

export const invitationStatusSchema = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** An invitation (docs/product.md, 'Entities and fields'). `meetingId` holds the meeting's opaque `id`. */
export const invitationSchema = z.object({
  id: z.string(),
  meetingId: z.string(),
  meetingTitle: z.string(),
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  inviteePhone: z.string().optional(),
  personalMessage: z.string().optional(),
  status: invitationStatusSchema,
  invitedAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().optional(),
  responseNote: z.string().optional(),
  /** How many times the invitation e-mail went out (first send plus resends and updates). */
  sendCount: z.number().int().optional(),
  lastSentAt: z.iso.datetime().optional(),
  /** Set when the invitation is to a whole series: `meetingId` is then its first occurrence. */
  seriesId: z.string().optional(),
  /** When the invitee first entered the meeting's room, whatever they answered (docs/product.md, 'Attendance'). */
  attendedAt: z.iso.datetime().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The public fields of a meeting nested in `GET /invitations/{id}`; nothing else of the organizer's. */
export const invitationMeetingSchema = z.object({
  id: z.string(),
  meetingId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  meetingType: meetingTypeSchema,
  status: meetingStatusSchema,
  maxParticipants: z.number().int(),
  isPublic: z.boolean(),
  allowScreenSharing: z.boolean(),
  allowChat: z.boolean(),
  allowRecording: z.boolean(),
  requireApproval: z.boolean(),
  muteOnEntry: z.boolean(),
  videoOnEntry: z.boolean(),
  organizerName: z.string(),
  /** For a series invitation this meeting is the occurrence to join next, and the rule says when the others are. */
  seriesId: z.string().nullable(),
  recurrence: recurrenceRuleSchema.nullable(),
});
/**
 * `GET /invitations/{id}`, for anyone holding the link: the invitee's name, address and the status,
 * the organizer's message, and the meeting's public fields. Not the phone, the answer's note and time,
 * or the send count and time (docs/product.md, 'Invitation page').
 */
export const publicInvitationSchema = invitationSchema
  .pick({
    id: true,
    meetingId: true,
    meetingTitle: true,
    inviteeName: true,
    inviteeEmail: true,
    personalMessage: true,
    status: true,
    invitedAt: true,
    seriesId: true,
  })
  .extend({
    meeting: invitationMeetingSchema.nullable(),
    /**
     * A series invitation: the start of the series' last occurrence, so 'Add to calendar' can repeat
     * from the occurrence shown to where the series ends; absent otherwise.
     */
    seriesLastStart: z.iso.datetime().nullable().optional(),
  });
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** An optional text field; `multiline` for messages and notes, which may keep line breaks. */
const optionalText = (max: number, label: string, multiline = false) =>
  plainText({ multiline })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** Send-invitation payload (docs/product.md, 'Entities and fields'); empty phone and message are omitted. */
export const sendInvitationBodySchema = z.object({
  meetingId: z.string().trim().min(1, { error: 'Meeting is required' }),
  inviteeEmail: z
    .string()
    .trim()
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  inviteeName: plainText()
    .min(1, { error: 'Email and name fields are required' })
    .max(LIMITS.nameMax, { error: `Name must be at most ${LIMITS.nameMax} characters` }),
  inviteePhone: optionalText(LIMITS.phoneMax, 'Phone'),
  personalMessage: optionalText(LIMITS.personalMessageMax, 'Message', true),
});
export type SendInvitationBody = z.input<typeof sendInvitationBodySchema>;

/** One row of the Bulk Invitation modal. */
export const bulkInviteRowSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string(),
});
export type BulkInviteRow = z.infer<typeof bulkInviteRowSchema>;

/** `POST /invitations/bulk`: up to 50 rows, each sent like a single invitation, with one message. */
export const bulkInvitationBodySchema = z.object({
  meetingId: z.string().trim().min(1, { error: 'Meeting is required' }),
  invitees: z
    .array(
      z.object({
        email: z
          .string()
          .trim()
          .pipe(z.email({ error: 'Please enter a valid email address' })),
        name: plainText().min(1, { error: 'Email and name fields are required' }).max(LIMITS.nameMax),
        phone: optionalText(LIMITS.phoneMax, 'Phone'),
      }),
    )
    .min(1, { error: 'Please add at least one invitee' })
    .max(LIMITS.bulkRowsMax, { error: `At most ${LIMITS.bulkRowsMax} invitees at once` }),
  personalMessage: optionalText(LIMITS.personalMessageMax, 'Message', true),
});
export type BulkInvitationBody = z.input<typeof bulkInvitationBodySchema>;

/** A bulk send's rows: the invitations sent, and each refused row's address and why (with its code, as in errors[]). */
export const bulkInvitationResultSchema = z.object({
  sent: z.array(invitationSchema),
  failed: z.array(
    z.object({
      email: z.string(),
      message: z.string(),
      code: fieldErrorSchema.shape.code,
      params: fieldErrorSchema.shape.params,
    }),
  ),
});
export type BulkInvitationResult = z.infer<typeof bulkInvitationResultSchema>;

/** Invitation response payload: 'accept' gives accepted, any other value declined. */
export const invitationResponseBodySchema = z.object({
  invitationId: z.string().trim().min(1),
  response: z.string().trim().min(1, { error: 'Please choose accept or decline' }),
  note: optionalText(LIMITS.responseNoteMax, 'Note', true),
});
export type InvitationResponseBody = z.input<typeof invitationResponseBodySchema>;

export const invitationStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  accepted: z.number().int(),
  declined: z.number().int(),
  cancelled: z.number().int(),
  expired: z.number().int(),
  /** Invitees who entered the meeting's room, whatever they answered (not a sixth status). */
  attended: z.number().int(),
});
export type InvitationStats = z.infer<typeof invitationStatsSchema>;

export const myInvitationsQuerySchema = z.object({ email: z.string().optional() });
