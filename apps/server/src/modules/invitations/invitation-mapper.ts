import type { Invitation, InvitationStatus, PublicInvitation } from '@vm/contracts';
import type { MeetingRow } from '../meetings/meeting-types';
import { toInvitationMeeting } from '../meetings/meeting-mapper';
import type { InvitationWithTitle } from './invitation-types';

export function toInvitation(row: InvitationWithTitle): Invitation {
  return {
    id: row.id,
    meetingId: row.meeting_id,
    meetingTitle: row.meeting_title,
    inviteeName: row.invitee_name,
    inviteeEmail: row.invitee_email,
    ...(row.invitee_phone ? { inviteePhone: row.invitee_phone } : {}),
    ...(row.personal_message ? { personalMessage: row.personal_message } : {}),
    status: row.status as InvitationStatus,
    invitedAt: row.invited_at,
    ...(row.responded_at ? { respondedAt: row.responded_at } : {}),
    ...(row.response_note ? { responseNote: row.response_note } : {}),
    sendCount: Number(row.send_count),
    ...(row.last_sent_at ? { lastSentAt: row.last_sent_at } : {}),
    ...(row.series_id ? { seriesId: row.series_id } : {}),
    ...(row.attended_at ? { attendedAt: row.attended_at } : {}),
  };
}

/**
 * The public invitation, for anyone holding its link: who was invited, the organizer's message and
 * where it stands, with its meeting's public fields and the organizer's name. Never the invitee's
 * phone, their answer's note or time, or how often and when it was sent (docs/product.md,
 * 'Invitation page'); the organizer's lists and the invitee's own list show those.
 */
export function toPublicInvitation(
  row: InvitationWithTitle,
  meeting: MeetingRow | undefined,
  seriesLastStart: string | null = null,
): PublicInvitation {
  return {
    id: row.id,
    meetingId: row.meeting_id,
    meetingTitle: row.meeting_title,
    inviteeName: row.invitee_name,
    inviteeEmail: row.invitee_email,
    ...(row.personal_message ? { personalMessage: row.personal_message } : {}),
    status: row.status as InvitationStatus,
    invitedAt: row.invited_at,
    ...(row.series_id ? { seriesId: row.series_id } : {}),
    meeting: meeting ? toInvitationMeeting(meeting) : null,
    // Only a series invitation has it; a single meeting's reply keeps its fields as they were.
    ...(seriesLastStart ? { seriesLastStart } : {}),
  };
}
