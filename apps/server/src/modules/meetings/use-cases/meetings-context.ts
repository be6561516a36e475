import type { GuestUser, MeetingBooking } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { DomainEvents } from '#server/lib/domain-events.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { RateLimit } from '#server/lib/rate-limit.ts';
import { newMeetingCode } from '../meeting-code';
import type { MeetingChecks, MeetingEvents } from '../meeting-events';
import type { AttendanceRepository } from '../attendance/attendance-repository';
import type { MeetingEventsRepository } from '../meeting-events-repository';
import type { MeetingJournalRepository } from '../meeting-journal-repository';
import type { MeetingCode, MeetingId } from '../meeting-ids';
import type { MeetingRow } from '../meeting-types';
import type { MeetingsRepository } from '../meetings-repository';
import type { SeriesRepository } from '../series/series-repository';

/** The bus the meetings module publishes on (meeting-events.ts); subscribers get only its `on` side. */
export type MeetingEventBus = DomainEvents<MeetingEvents, MeetingChecks>;

/** The invitation that lets an address into a meeting, as the invitations module answers it. */
export interface UsableInvitation {
  invitationId: string;
  inviteeName: string;
}

/**
 * A question the meetings module asks about invitations when it signs a join link: which invitation
 * (not cancelled or expired) lets this address in. Built from the invitations module before this one
 * (app.ts), so it is a query given at construction, never a call-back handed over later.
 */
export type InvitationLookup = (meeting: MeetingRow, email: string) => Promise<UsableInvitation | undefined>;

/**
 * The meetings module's one question about booking pages: which of these meetings a visitor booked,
 * and who (decision record 068). The booking module builds it before this one (app.ts), so the
 * meetings module never reads its tables.
 */
export type BookedMeetingLookup = (meetingIds: readonly string[]) => Promise<Map<string, MeetingBooking>>;

/** What every meetings use case works with. */
export interface MeetingsContext {
  meetings: MeetingsRepository;
  series: SeriesRepository;
  /** The meeting_events table: the activity log and attendance (not the bus). */
  activity: MeetingEventsRepository;
  /** Who came, person by person (docs/product.md, 'Attendance'). */
  attendance: AttendanceRepository;
  /** Events whose reactions must survive a crash, until delivered (announce.ts). */
  journal: MeetingJournalRepository;
  bus: MeetingEventBus;
  clock: Clock;
  secretKey: string;
  baseUrl: string;
  /** Guests one meeting's lobby takes per minute (on all nodes together), so nobody floods a host with strangers. */
  lobbyLimit: RateLimit;
  invitationFor: InvitationLookup;
  /** Whether someone is in the meeting's room now (on any node); the rooms module answers once it exists. */
  isRoomOccupied: (meetingId: MeetingId) => boolean | Promise<boolean>;
}

export const LIVE_STATUSES = ['active', 'in_progress', 'started'];

export const meetingNotFound = () => AppError.notFound('MEETING_NOT_FOUND', 'Meeting not found');
export const seriesNotFound = () => AppError.notFound('SERIES_NOT_FOUND', 'Recurring meeting not found');
export const meetingEnded = () => AppError.conflict('MEETING_ENDED', 'This meeting has ended.');
export const meetingCancelled = () =>
  AppError.conflict('MEETING_CANCELLED', 'This meeting was cancelled by the organizer.');

/** Refuses a meeting nobody may join any more, saying whether it was held or cancelled. */
export function refuseIfClosed(row: MeetingRow): void {
  if (row.cancelled_at) throw meetingCancelled();
  if (row.status === 'ended') throw meetingEnded();
}

export const nowIso = (ctx: MeetingsContext) => ctx.clock.now().toISOString();

/** The caller's own meeting; someone else's answers exactly like a missing one (docs/product.md, 'Who may see what'). */
export async function ownedMeeting(ctx: MeetingsContext, user: GuestUser, id: MeetingId): Promise<MeetingRow> {
  const row = await ctx.meetings.findById(id);
  if (!row || row.organizer_id !== user.id) throw meetingNotFound();
  return row;
}

/** A meeting just written, read again as every reader sees it. */
export async function reloadMeeting(ctx: MeetingsContext, id: MeetingId): Promise<MeetingRow> {
  return (await ctx.meetings.findById(id))!;
}

export async function uniqueMeetingCode(ctx: MeetingsContext, startTime: string): Promise<MeetingCode> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = newMeetingCode(startTime);
    if (!(await ctx.meetings.codeExists(code)) && !(await ctx.meetings.seriesCodeExists(code))) return code;
  }
  throw new Error('Could not find a free meeting code');
}

/**
 * A new series' own code (decision record 057): the meeting codes' shape and generator, free among
 * meeting and series codes alike, so a code names one thing.
 */
export async function uniqueSeriesCode(ctx: MeetingsContext, firstStart: string): Promise<string> {
  return uniqueMeetingCode(ctx, firstStart);
}
