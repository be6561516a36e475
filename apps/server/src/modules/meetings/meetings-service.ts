import type {
  GuestUser,
  JoinMeetingBody,
  Meeting,
  MeetingActivity,
  MeetingListQuery,
  MeetingStats,
} from '@vm/contracts';
import type { OccurrenceScope, PublicMeeting } from '@vm/contracts';
import { meetingListQuerySchema } from '@vm/contracts';
import type { AddressSpan } from '#server/lib/address-spans.ts';
import { DomainEvents } from '#server/lib/domain-events.ts';
import type { MeetingEventSubscriptions } from './meeting-events';
import { asMeetingId, type MeetingId, type MeetingRef } from './meeting-ids';
import { toListFilter } from './meeting-list-query';
import { toMeeting, toPublicMeeting } from './meeting-mapper';
import type { MeetingRow } from './meeting-types';
import { attendanceOf, recordPresence, type Presence } from './attendance/attendance-use-cases';
import { redeliverJournal } from './use-cases/announce';
import { cancelMeeting } from './use-cases/cancel-meeting';
import { createMeeting, type CreateMeetingInput } from './use-cases/create-meeting';
import { deleteMeeting, purgeDeleted, recentlyDeleted, restoreMeeting } from './use-cases/delete-meeting';
import { editMeeting, type EditMeetingInput } from './use-cases/edit-meeting';
import { endFromRoom, endMeeting } from './use-cases/end-meeting';
import { bookedInviteeJoinUrl, joinAsGuest, joinUrlFor } from './use-cases/join-links';
import { resolveForJoin, roomLink } from './use-cases/series-link';
import {
  meetingNotFound,
  ownedMeeting,
  seriesNotFound,
  type BookedMeetingLookup,
  type InvitationLookup,
  type MeetingEventBus,
  type MeetingsContext,
  type UsableInvitation,
} from './use-cases/meetings-context';
import { startFromRoom, startMeeting } from './use-cases/start-meeting';
import { sweepMeetings } from './use-cases/sweep-meetings';

export { INVITEE_EARLY_JOIN_MS, LOBBY_BUSY } from './use-cases/join-links';
export { EMPTY_ROOM_GRACE_MS } from './use-cases/sweep-meetings';

export type MeetingsServiceDeps = Omit<MeetingsContext, 'bus' | 'isRoomOccupied' | 'invitationFor'> & {
  invitationFor?: InvitationLookup;
  bookedMeetings?: BookedMeetingLookup;
};

/**
 * The meetings module's face to its routes and to other modules: each operation is a use case in
 * `use-cases/` (or `series/`); this object only binds them to one context and maps rows to the wire.
 * Other modules listen to `events` (meeting-events.ts) instead of being called back (decision record 054).
 */
export function createMeetingsService(deps: MeetingsServiceDeps) {
  const bus: MeetingEventBus = new DomainEvents();
  let isRoomOccupied: MeetingsContext['isRoomOccupied'] = () => false;
  const ctx: MeetingsContext = {
    ...deps,
    bus,
    invitationFor: deps.invitationFor ?? (async () => undefined),
    isRoomOccupied: (id) => isRoomOccupied(id),
  };
  const present = (row: MeetingRow) => toMeeting(row, deps.baseUrl);
  /** The organizer's replies (list, meeting page) say which meetings were booked, and by whom (decision record 068). */
  const withBookings = async (items: Meeting[]): Promise<Meeting[]> => {
    if (!deps.bookedMeetings) return items;
    const booked = await deps.bookedMeetings(items.map((item) => item.id));
    return items.map((item) => ({ ...item, booking: booked.get(item.id) ?? null }));
  };
  const { meetings, activity, clock } = deps;

  return {
    /** Where other modules subscribe to what happens to meetings. */
    events: bus as MeetingEventSubscriptions,

    /** The route edge: a path's id or code (docs/product.md, 'Identifiers'), to the meeting's id. */
    async resolve(ref: MeetingRef): Promise<MeetingId> {
      const row = await meetings.findByRef(ref);
      if (!row) throw meetingNotFound();
      return row.id;
    },

    /** The join endpoints' edge: `resolve`, or a series code to the occurrence it opens now (series-link.ts). */
    resolveForJoin: (ref: MeetingRef) => resolveForJoin(ctx, ref),

    /** What a room link opens now, for anyone holding it (`GET /meetings/{code}/room`). */
    roomLink: (ref: MeetingRef) => roomLink(ctx, ref),

    create: async (user: GuestUser, input: CreateMeetingInput) => present(await createMeeting(ctx, user, input)),
    update: async (user: GuestUser, id: MeetingId, input: EditMeetingInput) =>
      present(await editMeeting(ctx, user, id, input)),
    start: async (user: GuestUser, id: MeetingId) => present(await startMeeting(ctx, user, id)),
    end: async (user: GuestUser, id: MeetingId, scope?: OccurrenceScope) =>
      present(await endMeeting(ctx, user, id, scope)),
    cancel: async (user: GuestUser, id: MeetingId, scope?: OccurrenceScope, message?: string) =>
      present(await cancelMeeting(ctx, user, id, scope, message)),
    delete: async (user: GuestUser, id: MeetingId) => present(await deleteMeeting(ctx, user, id)),
    restore: async (user: GuestUser, id: MeetingId) => present(await restoreMeeting(ctx, user, id)),
    recentlyDeleted: async (user: GuestUser) => (await recentlyDeleted(ctx, user)).map(present),
    get: async (user: GuestUser, id: MeetingId): Promise<Meeting> =>
      (await withBookings([present(await ownedMeeting(ctx, user, id))]))[0]!,
    joinUrlFor: (user: GuestUser, id: MeetingId, participantEmail?: string, invitation?: UsableInvitation) =>
      joinUrlFor(ctx, user, id, participantEmail, invitation),
    joinAsGuest: (id: MeetingId, input: JoinMeetingBody) => joinAsGuest(ctx, id, input),
    /** A booking's booker, whom the booking module found by their token: straight in (decision record 070). */
    bookedInviteeJoinUrl: (id: MeetingId, email: string) => bookedInviteeJoinUrl(ctx, id, email),
    /** The status job's pass: statuses as time passes, then deleted meetings due to be purged. */
    sweep: async () => {
      const ended = await sweepMeetings(ctx);
      await purgeDeleted(ctx);
      return ended;
    },
    /** Hands subscribers again what a crash left in the event journal (decision record 054). */
    redeliver: () => redeliverJournal(ctx),

    /** A series' occurrences by start, for its organizer (`GET /meetings/series/{seriesId}`). */
    async series(user: GuestUser, seriesId: string): Promise<Meeting[]> {
      const row = await deps.series.find(seriesId);
      if (!row || row.organizer_id !== user.id) throw seriesNotFound();
      // A deleted occurrence is out of this list as of every other; the calendar still knows it.
      return (await meetings.listSeries(seriesId)).filter((row) => !row.deleted_at).map(present);
    },

    async list(user: GuestUser, query: MeetingListQuery) {
      const filter = toListFilter(meetingListQuerySchema.parse(query));
      const { rows, total } = await meetings.listForOrganizer(user.id, filter);
      return {
        items: await withBookings(rows.map(present)),
        pagination: { page: filter.page, pageSize: filter.pageSize, total },
      };
    },

    async stats(user: GuestUser): Promise<MeetingStats> {
      const today = clock.now();
      const month = (offset: number) =>
        new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString();
      return meetings.statsForOrganizer(user.id, { last: month(-1), this: month(0), next: month(1) });
    },

    async publicMeetings(): Promise<PublicMeeting[]> {
      return (await meetings.listPublic(clock.now().toISOString(), 100)).map(toPublicMeeting);
    },

    async activity(user: GuestUser, limit: number): Promise<MeetingActivity[]> {
      const rows = await activity.recentForOrganizer(user.id, limit);
      return rows.map((row) => ({
        id: row.id,
        kind: `meeting_${row.kind}` as MeetingActivity['kind'],
        meetingId: row.meeting_id,
        meetingCode: row.meeting_code,
        meetingTitle: row.title,
        at: row.at,
      }));
    },

    /**
     * Meetings whose reminders may be due (decision record 035): not ended, reminders on, starting
     * within `horizonMs` of `now`. Which reminder is due, and to whom, the invitations module decides.
     */
    async toRemind(now: Date, horizonMs: number): Promise<MeetingRow[]> {
      return meetings.findToRemind(now.toISOString(), new Date(now.getTime() + horizonMs).toISOString());
    },

    /** A series' occurrences for the modules that work on them (invitations); nobody's ownership is checked. */
    seriesOccurrences(seriesId: string): Promise<MeetingRow[]> {
      return meetings.listSeries(seriesId);
    },

    /** What a series' occurrences were planned from, and when the series was set and last changed, for its calendar file. */
    async seriesTemplate(seriesId: string) {
      const row = await deps.series.find(seriesId);
      return (
        row && {
          title: row.title,
          description: row.description,
          durationSeconds: Number(row.duration_seconds),
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        }
      );
    },

    /**
     * The times a person's own meetings hold between two instants (not cancelled, ended or deleted),
     * for booking pages' free slots; each with its meeting, so a booking being moved can leave its own out.
     */
    async busyTimes(organizerId: string, from: string, to: string) {
      const rows = await meetings.busyForOrganizer(organizerId, from, to);
      return rows.map((row) => ({ meetingId: row.id, start: row.start_time, end: row.end_time }));
    },

    /** A meeting by id for the modules that work on one (invitations, rooms); nobody's ownership is checked. */
    findById(id: MeetingId): Promise<MeetingRow | undefined> {
      return meetings.findById(id);
    },

    /** A meeting by id or code, for a route edge in another module (recordings); see `resolve`. */
    findByRef(ref: MeetingRef): Promise<MeetingRow | undefined> {
      return meetings.findByRef(ref);
    },

    /** Someone entered or left the meeting's room: attendance, and what the status job's empty-room check reads. */
    recordPresence: (meetingId: string, presence: Presence) => recordPresence(ctx, meetingId, presence),

    /** Who came (`GET /meetings/{id}/attendance`), for the organizer only. */
    attendance: (user: GuestUser, id: MeetingId) => attendanceOf(ctx, user, id),

    /** The account module's data export: the rooms a person entered and left (decision record 019). */
    async attendanceOf(userId: string, spans: readonly AddressSpan[]) {
      return activity.presenceOf(userId, spans);
    },

    /**
     * Account deletion: the rooms a person entered no longer name them; as a guest, by the addresses
     * that were theirs at the time.
     */
    async forgetAttendee(userId: string, spans: readonly AddressSpan[], replacement: { name: string; email: string }) {
      await activity.replaceActorWithin(spans, replacement.email);
      await deps.attendance.forget(userId, spans, replacement);
    },

    /** The room asks: its organizer entered (starts a scheduled meeting), or it ended for everyone. */
    startFromRoom: (meetingId: string, actor: string) => startFromRoom(ctx, asMeetingId(meetingId), actor),
    endFromRoom: (meetingId: string, actor: string) => endFromRoom(ctx, asMeetingId(meetingId), actor),

    /** The status job asks whether someone is in a meeting's room (on any node); the rooms module answers. */
    useRoomOccupancy(check: (meetingId: string) => boolean | Promise<boolean>): void {
      isRoomOccupied = check;
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
