import type { createMeetingBodySchema, GuestUser, Plan } from '@vm/contracts';
import { defaultLargeMeeting } from '@vm/contracts';
import type { z } from 'zod';
import { randomId } from '#server/lib/ids.ts';
import type { MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import { scheduleSeries } from '../series/schedule-series';
import { newRoomName, type OccurrenceFields } from '../series/series-plan';
import { nowIso, reloadMeeting, uniqueMeetingCode, type MeetingsContext } from './meetings-context';

export type CreateMeetingInput = z.output<typeof createMeetingBodySchema>;

/** A new meeting's own fields (every occurrence of a new series shares them). */
function createdFields(input: CreateMeetingInput, plan: Plan): OccurrenceFields {
  return {
    title: input.title,
    description: input.description || null,
    meeting_type: input.meetingType,
    max_participants: input.maxParticipants,
    is_public: input.isPublic,
    allow_screen_sharing: input.allowScreenSharing,
    allow_chat: input.allowChat,
    allow_recording: input.allowRecording,
    require_approval: input.requireApproval,
    mute_on_entry: input.muteOnEntry,
    video_on_entry: input.videoOnEntry,
    reminders_enabled: input.remindersEnabled,
    large_meeting: input.largeMeeting ?? defaultLargeMeeting(input.maxParticipants, plan),
  };
}

/** Schedules a meeting, or with a rule a series (its first occurrence is returned); announces 'meeting.created'. */
export async function createMeeting(
  ctx: MeetingsContext,
  user: GuestUser,
  input: CreateMeetingInput,
): Promise<MeetingRow> {
  const startTime = new Date(input.startTime).toISOString();
  const endTime = new Date(input.endTime).toISOString();
  const fields = createdFields(input, user.plan);
  const at = nowIso(ctx);
  let id: MeetingId;
  if (input.recurrence) {
    const durationMs = Date.parse(endTime) - Date.parse(startTime);
    id = await scheduleSeries(ctx, user.id, fields, startTime, durationMs, input.recurrence);
  } else {
    id = randomId() as MeetingId;
    await ctx.meetings.insert({
      ...fields,
      id,
      meeting_code: await uniqueMeetingCode(ctx, startTime),
      room_name: newRoomName(),
      status: 'scheduled',
      start_time: startTime,
      end_time: endTime,
      started_at: null,
      ended_at: null,
      scheduled_at: at,
      organizer_id: user.id,
      created_at: at,
      updated_at: at,
    });
  }
  await ctx.activity.record(id, 'created', user.id, at);
  const meeting = await reloadMeeting(ctx, id);
  await ctx.bus.publish('meeting.created', { meeting, actor: user.id });
  return meeting;
}
