import type {
  Meeting,
  MeetingStatus,
  MeetingType,
  Plan,
  PublicMeeting,
  RecurrenceFrequency,
  RecurrenceRule,
} from '@vm/contracts';
import { PLAN_LIMITS } from '@vm/contracts';
import type { MeetingRow } from './meeting-types';
import { weekdaysFromColumn } from './series/recurrence';

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

export function toMeeting(row: MeetingRow, baseUrl: string): Meeting {
  return {
    id: row.id,
    meetingId: row.meeting_code,
    roomName: row.room_name,
    title: row.title,
    description: row.description,
    startTime: row.start_time,
    endTime: row.end_time,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    meetingType: row.meeting_type as MeetingType,
    status: row.status as MeetingStatus,
    meetingUrl: roomUrl(baseUrl, row.meeting_code),
    maxParticipants: row.max_participants,
    isPublic: Boolean(row.is_public),
    allowScreenSharing: Boolean(row.allow_screen_sharing),
    allowChat: Boolean(row.allow_chat),
    allowRecording: Boolean(row.allow_recording),
    requireApproval: Boolean(row.require_approval),
    muteOnEntry: Boolean(row.mute_on_entry),
    videoOnEntry: Boolean(row.video_on_entry),
    remindersEnabled: Boolean(row.reminders_enabled),
    largeMeeting: Boolean(row.large_meeting),
    organizerId: row.organizer_id,
    organizerType: 'guest',
    organizerName: row.organizer_name,
    organizerEmail: row.organizer_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    participantLimit: participantLimit(row),
    durationLimitMinutes: PLAN_LIMITS[planOf(row)].maxDurationMinutes,
    seriesId: row.series_id,
    recurrence: ruleOf(row),
  };
}

export function toPublicMeeting(row: MeetingRow): PublicMeeting {
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
    organizerName: row.organizer_name,
    allowScreenSharing: Boolean(row.allow_screen_sharing),
    allowChat: Boolean(row.allow_chat),
  };
}
