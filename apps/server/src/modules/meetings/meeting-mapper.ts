import type {
  Meeting,
  MeetingStatus,
  MeetingType,
  Plan,
  PublicInvitation,
  PublicMeeting,
  RecurrenceFrequency,
  RecurrenceRule,
} from '@vm/contracts';
import { PLAN_LIMITS } from '@vm/contracts';
import type { MeetingRow } from './meeting-types';
import { weekdaysFromColumn } from './series/recurrence';

/** The meeting nested in the public invitation page. */
export type InvitationMeeting = NonNullable<PublicInvitation['meeting']>;

/** The rule of the series the meeting belongs to, or null for a single meeting. */
export function ruleOf(row: MeetingRow): RecurrenceRule | null {
  if (!row.series_id || !row.series_frequency) return null;
  return {
    frequency: row.series_frequency as RecurrenceFrequency,
    interval: Number(row.series_interval),
    byWeekday: weekdaysFromColumn(row.series_by_weekday ?? ''),
    byMonthDay: row.series_by_month_day === null ? null : Number(row.series_by_month_day),
    count: row.series_count === null ? null : Number(row.series_count),
    until: row.series_until === null ? null : new Date(row.series_until).toISOString(),
    timeZone: row.series_time_zone!,
  };
}

export function planOf(row: MeetingRow): Plan {
  return (row.organizer_plan in PLAN_LIMITS ? row.organizer_plan : 'free') as Plan;
}

/** The lower of the meeting's own limit and the organizer's plan (docs/product.md, 'Plans'). */
export function participantLimit(row: MeetingRow): number {
  return Math.min(row.max_participants, PLAN_LIMITS[planOf(row)].maxParticipants);
}

/** The room's path on whatever origin the reader is on. */
export function roomPath(code: string): string {
  return `/room/${encodeURIComponent(code)}`;
}

/** The room's shareable address, on PUBLIC_URL: what a meeting's `meetingUrl` gives to pass on. */
export function roomUrl(baseUrl: string, code: string): string {
  return `${baseUrl}${roomPath(code)}`;
}

/**
 * What anyone allowed to see a meeting sees of it: the one place the row's fields become wire fields.
 * Outside the organizer's own view, `maxParticipants` is what the room lets in (participantLimit);
 * the organizer's view (toMeeting) shows the number they set and the limit beside it.
 */
function sharedFields(row: MeetingRow) {
  return {
    id: row.id,
    meetingId: row.meeting_code,
    title: row.title,
    description: row.description,
    startTime: row.start_time,
    endTime: row.end_time,
    meetingType: row.meeting_type as MeetingType,
    status: row.status as MeetingStatus,
    maxParticipants: participantLimit(row),
    isPublic: Boolean(row.is_public),
    allowScreenSharing: Boolean(row.allow_screen_sharing),
    allowChat: Boolean(row.allow_chat),
    allowRecording: Boolean(row.allow_recording),
    requireApproval: Boolean(row.require_approval),
    muteOnEntry: Boolean(row.mute_on_entry),
    videoOnEntry: Boolean(row.video_on_entry),
    organizerName: row.organizer_name,
    seriesId: row.series_id,
    recurrence: ruleOf(row),
  } satisfies InvitationMeeting;
}

/** The organizer's view of their meeting (every `/meetings` reply). */
export function toMeeting(row: MeetingRow, baseUrl: string): Meeting {
  return {
    ...sharedFields(row),
    roomName: row.room_name,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    meetingUrl: roomUrl(baseUrl, row.meeting_code),
    // The organizer sees the number they set; participantLimit says what their plan lets in.
    maxParticipants: row.max_participants,
    remindersEnabled: Boolean(row.reminders_enabled),
    largeMeeting: Boolean(row.large_meeting),
    organizerId: row.organizer_id,
    organizerType: 'guest',
    organizerEmail: row.organizer_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    participantLimit: participantLimit(row),
    durationLimitMinutes: PLAN_LIMITS[planOf(row)].maxDurationMinutes,
    seriesCode: row.series_code,
    cancelledAt: row.cancelled_at,
    deletedAt: row.deleted_at,
  };
}

/** A public meeting in the list anyone may read (`GET /meetings/public`). */
export function toPublicMeeting(row: MeetingRow): PublicMeeting {
  const shared = sharedFields(row);
  return {
    id: shared.id,
    meetingId: shared.meetingId,
    title: shared.title,
    description: shared.description,
    startTime: shared.startTime,
    endTime: shared.endTime,
    meetingType: shared.meetingType,
    status: shared.status,
    maxParticipants: shared.maxParticipants,
    organizerName: shared.organizerName,
    allowScreenSharing: shared.allowScreenSharing,
    allowChat: shared.allowChat,
  };
}

/** The meeting nested in the public invitation page (`GET /invitations/{id}`). */
export function toInvitationMeeting(row: MeetingRow): InvitationMeeting {
  return sharedFields(row);
}
