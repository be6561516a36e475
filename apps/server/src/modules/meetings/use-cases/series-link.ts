import type { RoomLink } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { isMeetingCode } from '../meeting-code';
import type { MeetingId, MeetingRef } from '../meeting-ids';
import { toPublicMeeting } from '../meeting-mapper';
import type { MeetingRow } from '../meeting-types';
import { INVITEE_EARLY_JOIN_MS } from './join-links';
import { LIVE_STATUSES, meetingNotFound, type MeetingsContext } from './meetings-context';

/**
 * One code per series (docs/product.md, 'Recurring meetings'; decision record 057). A series code
 * names no meeting of its own: each time someone uses it, it stands for the occurrence that is live,
 * else the next one whose join window is open (from 30 minutes before its start, as for invitees).
 * A meeting's own code always names that meeting, so it is looked up first.
 */
export type SeriesMoment =
  { state: 'open'; row: MeetingRow } | { state: 'not-open-yet'; row: MeetingRow } | { state: 'over'; title: string };

/** Where a series stands at `nowMs`, from all of its occurrences (in any order). */
export function seriesMoment(rows: readonly MeetingRow[], nowMs: number): SeriesMoment {
  const byStart = [...rows].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  // Cancelled occurrences are skipped; a deleted one was ended or cancelled first.
  const joinable = byStart.filter((row) => !row.cancelled_at && !row.deleted_at && row.status !== 'ended');
  const live = joinable.find((row) => LIVE_STATUSES.includes(row.status));
  if (live) return { state: 'open', row: live };
  // One whose end passed unstarted is missed; the status job just has not marked it yet.
  const next = joinable.find((row) => row.status === 'scheduled' && Date.parse(row.end_time) > nowMs);
  if (!next) return { state: 'over', title: byStart.at(-1)?.title ?? '' };
  const opensAt = Date.parse(next.start_time) - INVITEE_EARLY_JOIN_MS;
  return { state: nowMs >= opensAt ? 'open' : 'not-open-yet', row: next };
}

/** The series a code names, where it stands now; undefined when no series has that code. */
async function seriesMomentOf(ctx: MeetingsContext, ref: MeetingRef): Promise<SeriesMoment | undefined> {
  if (!isMeetingCode(ref)) return undefined;
  const rows = await ctx.meetings.listBySeriesCode(ref);
  return rows.length > 0 ? seriesMoment(rows, ctx.clock.now().getTime()) : undefined;
}

export const seriesNotOpenYet = (row: MeetingRow) =>
  AppError.conflict('SERIES_NOT_OPEN_YET', `The next meeting of this series starts at ${row.start_time}.`, [], {
    startTime: row.start_time,
    id: row.id,
    meetingId: row.meeting_code,
  });
export const seriesOver = () =>
  AppError.conflict('SERIES_OVER', 'This recurring meeting is over: none of its meetings is left to join.');

/**
 * The join endpoints' edge: a meeting's id or code as `resolve` takes it, or a series code, resolved
 * now to the occurrence it opens; refused while none is open (409 SERIES_NOT_OPEN_YET, with when the
 * next one starts) or when none is left (409 SERIES_OVER).
 */
export async function resolveForJoin(ctx: MeetingsContext, ref: MeetingRef): Promise<MeetingId> {
  const meeting = await ctx.meetings.findByRef(ref);
  if (meeting) return meeting.id;
  const moment = await seriesMomentOf(ctx, ref);
  if (!moment) throw meetingNotFound();
  if (moment.state === 'over') throw seriesOver();
  if (moment.state === 'not-open-yet') throw seriesNotOpenYet(moment.row);
  return moment.row.id;
}

/** What a room link opens now (`GET /meetings/{code}/room`), for anyone: public views only. */
export async function roomLink(ctx: MeetingsContext, ref: MeetingRef): Promise<RoomLink> {
  const meeting = await ctx.meetings.findByRef(ref);
  if (meeting) return { state: 'open', seriesCode: null, meeting: toPublicMeeting(meeting) };
  const moment = await seriesMomentOf(ctx, ref);
  if (!moment) throw meetingNotFound();
  const seriesCode = ref.toUpperCase();
  if (moment.state === 'over') return { state: 'over', seriesCode, title: moment.title };
  return { state: moment.state, seriesCode, meeting: toPublicMeeting(moment.row) };
}
