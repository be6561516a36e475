import type { GuestUser, updateMeetingBodySchema } from '@vm/contracts';
import type { z } from 'zod';
import { AppError } from '#server/http/app-error.ts';
import type { MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import { editFollowing } from '../series/edit-following';
import type { OccurrenceFields } from '../series/series-plan';
import { announce, announcement, entriesOf } from './announce';
import { nowIso, ownedMeeting, reloadMeeting, type MeetingsContext } from './meetings-context';

export type EditMeetingInput = z.output<typeof updateMeetingBodySchema>;

/** A meeting's fields after an edit: what the edit leaves out keeps the meeting's value. */
function editedFields(row: MeetingRow, input: EditMeetingInput): OccurrenceFields {
  return {
    title: input.title ?? row.title,
    description: input.description === undefined ? row.description : input.description || null,
    max_participants: input.maxParticipants ?? row.max_participants,
    is_public: input.isPublic ?? Boolean(row.is_public),
    meeting_type: input.meetingType ?? row.meeting_type,
    allow_screen_sharing: input.allowScreenSharing ?? Boolean(row.allow_screen_sharing),
    allow_chat: input.allowChat ?? Boolean(row.allow_chat),
    allow_recording: input.allowRecording ?? Boolean(row.allow_recording),
    require_approval: input.requireApproval ?? Boolean(row.require_approval),
    mute_on_entry: input.muteOnEntry ?? Boolean(row.mute_on_entry),
    video_on_entry: input.videoOnEntry ?? Boolean(row.video_on_entry),
    reminders_enabled: input.remindersEnabled ?? Boolean(row.reminders_enabled),
    // An edit keeps the setting unless it names it; a room already open keeps its shape either way.
    large_meeting: input.largeMeeting ?? Boolean(row.large_meeting),
  };
}

const scopeRequired = () =>
  AppError.badRequest(
    'OCCURRENCE_SCOPE_REQUIRED',
    'To change how a meeting repeats, edit this and the following occurrences.',
    [{ field: 'scope', message: 'Must be following to change the repeat rule', code: 'OCCURRENCE_SCOPE_REQUIRED' }],
  );

/**
 * Edits a meeting until it ends; with scope 'following' (or a rule given to a single meeting) the
 * series from this occurrence on (docs/product.md, 'Recurring meetings'). A change of title or time
 * is first put to 'meeting.rescheduling' (which may refuse, e.g. the organizer's send cap) and then
 * announced as 'meeting.rescheduled'; every edit is announced as 'meeting.updated'.
 */
export async function editMeeting(
  ctx: MeetingsContext,
  user: GuestUser,
  id: MeetingId,
  input: EditMeetingInput,
): Promise<MeetingRow> {
  const row = await ownedMeeting(ctx, user, id);
  if (row.status === 'ended')
    throw AppError.conflict('MEETING_ENDED_NOT_EDITABLE', 'This meeting has ended and can no longer be edited.');
  const startTime = input.startTime ? new Date(input.startTime).toISOString() : row.start_time;
  const endTime = input.endTime ? new Date(input.endTime).toISOString() : row.end_time;
  if (Date.parse(endTime) <= Date.parse(startTime)) {
    throw AppError.badRequest('END_BEFORE_START', 'End time must be after start time', [
      { field: 'endTime', message: 'End time must be after start time', code: 'END_BEFORE_START' },
    ]);
  }
  const fields = editedFields(row, input);
  const following = input.scope === 'following' || (!row.series_id && input.recurrence !== undefined);
  if (row.series_id && input.recurrence && input.scope !== 'following') throw scopeRequired();
  if (following && (row.series_id || input.recurrence)) {
    const durationMs = Date.parse(endTime) - Date.parse(startTime);
    await editFollowing(ctx, row, fields, startTime, durationMs, input.recurrence);
    await ctx.activity.record(row.id, 'updated', user.id, nowIso(ctx));
    await ctx.bus.publish('meeting.updated', { meetingId: row.id, actor: user.id });
    return reloadMeeting(ctx, row.id);
  }
  const rescheduled = fields.title !== row.title || startTime !== row.start_time || endTime !== row.end_time;
  if (rescheduled) await ctx.bus.check('meeting.rescheduling', { meeting: row, organizerId: user.id });
  const note = rescheduled ? announcement(ctx, 'meeting.rescheduled', { meeting: row, actor: user.id }) : undefined;
  const at = nowIso(ctx);
  await ctx.meetings.update(
    row.id,
    {
      ...fields,
      start_time: startTime,
      end_time: endTime,
      // A moved start re-arms the reminders; those due before this moment are not sent (decision record 035).
      scheduled_at: startTime === row.start_time ? row.scheduled_at : at,
      updated_at: at,
    },
    entriesOf([note]),
  );
  await ctx.activity.record(row.id, 'updated', user.id, at);
  const saved = await reloadMeeting(ctx, row.id);
  // Subscribers get the row as saved; the journal entry written with it names the meeting by id.
  if (note) await announce(ctx, [{ ...note, event: { meeting: saved, actor: user.id } }]);
  await ctx.bus.publish('meeting.updated', { meetingId: row.id, actor: user.id });
  return saved;
}
