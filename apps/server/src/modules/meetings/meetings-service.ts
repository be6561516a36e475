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
import { redeliverJournal } from './use-cases/announce';
import { cancelMeeting } from './use-cases/cancel-meeting';
import { createMeeting, type CreateMeetingInput } from './use-cases/create-meeting';
import { deleteMeeting, purgeDeleted, recentlyDeleted, restoreMeeting } from './use-cases/delete-meeting';
import { editMeeting, type EditMeetingInput } from './use-cases/edit-meeting';
import { endFromRoom, endMeeting } from './use-cases/end-meeting';
import { joinAsGuest, joinUrlFor } from './use-cases/join-links';
import {
  meetingNotFound,
  ownedMeeting,
  seriesNotFound,
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
    get: async (user: GuestUser, id: MeetingId): Promise<Meeting> => present(await ownedMeeting(ctx, user, id)),
    joinUrlFor: (user: GuestUser, id: MeetingId, participantEmail?: string, invitation?: UsableInvitation) =>
      joinUrlFor(ctx, user, id, participantEmail, invitation),
    joinAsGuest: (id: MeetingId, input: JoinMeetingBody) => joinAsGuest(ctx, id, input),
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
      return { items: rows.map(present), pagination: { page: filter.page, pageSize: filter.pageSize, total } };
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

    /** A meeting by id for the modules that work on one (invitations, rooms); nobody's ownership is checked. */
    findById(id: MeetingId): Promise<MeetingRow | undefined> {
      return meetings.findById(id);
    },

    /** A meeting by id or code, for a route edge in another module (recordings); see `resolve`. */
    findByRef(ref: MeetingRef): Promise<MeetingRow | undefined> {
      return meetings.findByRef(ref);
    },

    /** Someone entered or left the meeting's room: attendance, and what the status job's empty-room check reads. */
    async recordPresence(meetingId: string, kind: 'joined' | 'left', actor: string): Promise<void> {
      await activity.record(asMeetingId(meetingId), kind, actor, clock.now().toISOString());
    },

    /** The account module's data export: the rooms a person entered and left (decision record 019). */
    async attendanceOf(userId: string, spans: readonly AddressSpan[]) {
      return activity.presenceOf(userId, spans);
    },

    /** Account deletion: the rooms a person entered as a guest no longer name their address. */
    async forgetGuestEntries(spans: readonly AddressSpan[], placeholder: string): Promise<void> {
      await activity.replaceActorWithin(spans, placeholder);
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
