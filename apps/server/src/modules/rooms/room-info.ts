import { PLAN_LIMITS, type RoomInfo } from '@vm/contracts';
import { participantLimit, planOf } from '../meetings/meeting-mapper';
import type { MeetingRow } from '../meetings/meeting-types';
import type { StageInfo } from './stage/room-stage';

/** The time-limit warning comes this long before the room closes. */
export const TIME_WARNING_MS = 5 * 60_000;

/** When the organizer's plan closes the room: its duration counted from the start; null when unlimited or not started. */
export function closesAt(row: MeetingRow): string | null {
  const minutes = PLAN_LIMITS[planOf(row)].maxDurationMinutes;
  if (minutes === null || !row.started_at) return null;
  return new Date(Date.parse(row.started_at) + minutes * 60_000).toISOString();
}

/** What clients are told of the meeting; the stage's part is the room's own (room-stage.ts). */
export function roomInfo(row: MeetingRow, stage: StageInfo): RoomInfo {
  return {
    meetingId: row.id,
    meetingCode: row.meeting_code,
    title: row.title,
    allowChat: Boolean(row.allow_chat),
    allowScreenSharing: Boolean(row.allow_screen_sharing),
    muteOnEntry: Boolean(row.mute_on_entry),
    videoOnEntry: Boolean(row.video_on_entry),
    participantLimit: participantLimit(row),
    ...stage,
    closesAt: closesAt(row),
  };
}
