import type {
  GuestUser,
  JoinMeetingBody,
  Meeting,
  MeetingActivity,
  MeetingListQuery,
  MeetingStats,
  PublicMeeting,
} from '@vm/contracts';
import { defaultLargeMeeting, meetingListQuerySchema, PLAN_LIMITS, type Plan } from '@vm/contracts';
import type { createMeetingBodySchema, OccurrenceScope, updateMeetingBodySchema } from '@vm/contracts';
import type { z } from 'zod';
import { AppError } from '#server/http/app-error.ts';
import type { AddressSpan } from '#server/lib/address-spans.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { RateLimit } from '#server/lib/rate-limit.ts';
import { randomId } from '#server/lib/ids.ts';
import { signJoinToken, type JoinClaims } from './join-token';
import { newMeetingCode } from './meeting-code';
import type { MeetingEventsRepository } from './meeting-events-repository';
import { planOf, roomPath, roomUrl, toMeeting, toPublicMeeting } from './meeting-mapper';
import { toListFilter } from './meeting-list-query';
import type { MeetingRow } from './meeting-types';
import type { MeetingsRepository } from './meetings-repository';
import { createSeriesService, type OccurrenceFields, type SeriesInvitations } from './series/series-service';
import type { SeriesRepository } from './series/series-repository';

type CreateInput = z.output<typeof createMeetingBodySchema>;
type UpdateInput = z.output<typeof updateMeetingBodySchema>;

const LIVE = ['active', 'in_progress', 'started'];
/** Invitees may enter from this long before the start (docs/product.md, 'Joining a meeting'). */
export const INVITEE_EARLY_JOIN_MS = 30 * 60_000;
/** An active meeting past its end closes once its room has been empty this long. */
export const EMPTY_ROOM_GRACE_MS = 10 * 60_000;

export interface MeetingsServiceDeps {
  meetings: MeetingsRepository;
  series: SeriesRepository;
  events: MeetingEventsRepository;
  clock: Clock;
  secretKey: string;
  baseUrl: string;
  /** Whether someone is in the meeting's room now (on any node); the room service answers once it exists. */
  isRoomOccupied?: (meetingId: string) => boolean | Promise<boolean>;
  /** Guests one meeting's lobby takes per minute (on all nodes together), so nobody floods a host with strangers. */
  lobbyLimit: RateLimit;
}

/** What the room hears about a meeting changed elsewhere (started, settings edited, ended). */
export type MeetingLifecycleChange = 'started' | 'updated' | 'ended';

/**
 * What meetings ask of the invitations module, whose service answers. The two services need each
 * other, so invitations-module.ts hands this one over with useInvitations once both exist.
 */
export interface MeetingInvitations extends SeriesInvitations {
  /** A change of time or title is coming: throws (e.g. 429) when it may not be made now; nothing is saved yet. */
  beforeScheduleChange(meeting: MeetingRow, organizerId: string): Promise<void>;
  /** The time or title changed: invitees get the calendar again (for an occurrence, of that occurrence). */
  afterScheduleChange(meetingId: string): Promise<void>;
  /** The meeting ended: invitations still pending expire (a series' once none of it is left). */
  meetingEnded(meeting: MeetingRow): Promise<void>;
  /** The organizer cancelled one occurrence of a series: its invitees get that occurrence's cancellation. */
  occurrenceCancelled(meeting: MeetingRow): Promise<void>;
  /** The invitation that lets this address into the meeting (not cancelled or expired), if any. */
  usableFor(meeting: MeetingRow, email: string): Promise<{ invitationId: string; inviteeName: string } | undefined>;
}

const notFound = () => AppError.notFound('MEETING_NOT_FOUND', 'Meeting not found');
const ended = () => AppError.conflict('MEETING_ENDED', 'This meeting has ended.');
export const LOBBY_BUSY = 'Too many people are asking to join this meeting. Please wait a moment and try again.';

/** A new meeting's own fields (every occurrence of a new series shares them). */
function createdFields(input: CreateInput, plan: Plan): OccurrenceFields {
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

/** A meeting's fields after an edit: what the edit leaves out keeps the meeting's value. */
function editedFields(row: MeetingRow, input: UpdateInput): OccurrenceFields {
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

export function createMeetingsService(deps: MeetingsServiceDeps) {
  const { meetings, events, clock, secretKey, baseUrl, lobbyLimit } = deps;
  const now = () => clock.now().toISOString();
  const present = (row: MeetingRow) => toMeeting(row, baseUrl);
  const isLive = (row: MeetingRow) => LIVE.includes(row.status);
  let invitations: MeetingInvitations | undefined;
  let isRoomOccupied = deps.isRoomOccupied;
  const lifecycleHandlers: Array<(meetingId: string, change: MeetingLifecycleChange) => void> = [];
  const announce = (meetingId: string, change: MeetingLifecycleChange) =>
    lifecycleHandlers.forEach((handler) => handler(meetingId, change));

  async function owned(user: GuestUser, ref: string): Promise<MeetingRow> {
    const row = await meetings.findByRef(ref);
    // Someone else's meeting answers exactly like a missing one (docs/product.md, 'Who may see what').
    if (!row || row.organizer_id !== user.id) throw notFound();
    return row;
  }

  async function reload(id: string): Promise<MeetingRow> {
    return (await meetings.findByRef(id))!;
  }

  async function uniqueCode(startTime: string): Promise<string> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const code = newMeetingCode(startTime);
      if (!(await meetings.codeExists(code))) return code;
    }
    throw new Error('Could not find a free meeting code');
  }

  /**
   * Ends a meeting. The organizer ending one that has not begun cancels it (docs/product.md, 'Meeting
   * status'): `cancelled_at` says so, and a series' calendar excludes that occurrence.
   */
  async function endMeeting(row: MeetingRow, actor: string): Promise<boolean> {
    const at = now();
    const cancelled = row.status === 'scheduled' && actor !== 'system';
    const changes = { status: 'ended', ended_at: at, updated_at: at, ...(cancelled ? { cancelled_at: at } : {}) };
    if (!(await meetings.transition(row.id, ['scheduled', ...LIVE], changes))) return false;
    await events.record(row.id, 'ended', actor, at);
    await invitations?.meetingEnded(row);
    announce(row.id, 'ended');
    return true;
  }

  async function startMeeting(row: MeetingRow, actor: string): Promise<void> {
    const at = now();
    if (await meetings.transition(row.id, ['scheduled'], { status: 'active', started_at: at, updated_at: at })) {
      await events.record(row.id, 'started', actor, at);
      announce(row.id, 'started');
    }
  }

  const seriesService = createSeriesService({
    meetings,
    series: deps.series,
    now,
    uniqueCode,
    cancelOne: async (row, actor) => {
      if (await endMeeting(row, actor)) await invitations?.occurrenceCancelled(row);
    },
    invitations: () => invitations,
  });

  /**
   * A room link with a join token. `shareable` links are handed to someone else (the organizer's link
   * for a participant), so they name PUBLIC_URL like e-mails do.
   */
  function joinUrl(row: MeetingRow, claims: Omit<JoinClaims, 'exp' | 'm'>, shareable = false): string {
    const token = signJoinToken(secretKey, { ...claims, m: row.id }, clock.now().getTime());
    // The token rides in the fragment: browsers never send it to a server or keep it in logs. The
    // link is relative: only the app follows it, and it must stay on the origin the user signed in
    // on (PUBLIC_URL may name another, e.g. localhost for someone on 127.0.0.1).
    const room = shareable ? roomUrl(baseUrl, row.meeting_code) : roomPath(row.meeting_code);
    return `${room}#token=${token}`;
  }

  return {
    async create(user: GuestUser, input: CreateInput): Promise<Meeting> {
      const startTime = new Date(input.startTime).toISOString();
      const endTime = new Date(input.endTime).toISOString();
      const fields = createdFields(input, user.plan);
      if (input.recurrence) {
        const durationMs = Date.parse(endTime) - Date.parse(startTime);
        const firstId = await seriesService.create(user.id, fields, startTime, durationMs, input.recurrence);
        await events.record(firstId, 'created', user.id, now());
        return present(await reload(firstId));
      }
      const id = randomId();
      const at = now();
      await meetings.insert({
        ...fields,
        id,
        meeting_code: await uniqueCode(startTime),
        room_name: `room-${randomId()
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')}`,
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
      await events.record(id, 'created', user.id, at);
      return present(await reload(id));
    },

    /** A series' occurrences by start, for its organizer (`GET /meetings/series/{seriesId}`). */
    async series(user: GuestUser, seriesId: string): Promise<Meeting[]> {
      return (await seriesService.occurrences(user.id, seriesId)).map(present);
    },

    async list(user: GuestUser, query: MeetingListQuery) {
      const filter = toListFilter(meetingListQuerySchema.parse(query));
      const { rows, total } = await meetings.listForOrganizer(user.id, filter);
      return { items: rows.map(present), pagination: { page: filter.page, pageSize: filter.pageSize, total } };
    },

    async get(user: GuestUser, ref: string): Promise<Meeting> {
      return present(await owned(user, ref));
    },

    async update(user: GuestUser, ref: string, input: UpdateInput): Promise<Meeting> {
      const row = await owned(user, ref);
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
      if (row.series_id && input.recurrence && input.scope !== 'following') {
        throw AppError.badRequest(
          'OCCURRENCE_SCOPE_REQUIRED',
          'To change how a meeting repeats, edit this and the following occurrences.',
          [
            {
              field: 'scope',
              message: 'Must be following to change the repeat rule',
              code: 'OCCURRENCE_SCOPE_REQUIRED',
            },
          ],
        );
      }
      if (following && (row.series_id || input.recurrence)) {
        const durationMs = Date.parse(endTime) - Date.parse(startTime);
        await seriesService.editFollowing(row, fields, startTime, durationMs, input.recurrence);
        await events.record(row.id, 'updated', user.id, now());
        announce(row.id, 'updated');
        return present(await reload(row.id));
      }
      const scheduleChanged = fields.title !== row.title || startTime !== row.start_time || endTime !== row.end_time;
      if (scheduleChanged) await invitations?.beforeScheduleChange(row, user.id);
      const at = now();
      await meetings.update(row.id, {
        ...fields,
        start_time: startTime,
        end_time: endTime,
        // A moved start re-arms the reminders; those due before this moment are not sent (decision record 035).
        scheduled_at: startTime === row.start_time ? row.scheduled_at : at,
        updated_at: at,
      });
      await events.record(row.id, 'updated', user.id, at);
      if (scheduleChanged) await invitations?.afterScheduleChange(row.id);
      announce(row.id, 'updated');
      return present(await reload(row.id));
    },

    async start(user: GuestUser, ref: string): Promise<Meeting> {
      const row = await owned(user, ref);
      if (row.status === 'ended')
        throw AppError.conflict('MEETING_ENDED_NOT_STARTABLE', 'This meeting has ended and cannot be started again.');
      await startMeeting(row, user.id);
      return present(await reload(row.id));
    },

    /**
     * Ends a meeting; on one that has not begun, that cancels it. On an occurrence of a series, scope
     * 'following' cancels it and every later occurrence not begun (docs/product.md, 'Recurring meetings').
     */
    async end(user: GuestUser, ref: string, scope: OccurrenceScope = 'occurrence'): Promise<Meeting> {
      const row = await owned(user, ref);
      if (row.series_id && scope === 'following' && row.status === 'scheduled') {
        await seriesService.cancelFollowing(row, user.id);
      } else if ((await endMeeting(row, user.id)) && row.series_id && row.status === 'scheduled') {
        await invitations?.occurrenceCancelled(row);
      }
      return present(await reload(row.id));
    },

    /** The organizer's host link (or a participant link for an address); an invitee's own link. */
    async joinUrlFor(user: GuestUser, ref: string, participantEmail?: string): Promise<string> {
      const row = await meetings.findByRef(ref);
      if (!row) throw notFound();
      const isOrganizer = row.organizer_id === user.id;
      const invitation = isOrganizer ? undefined : await invitations?.usableFor(row, user.email);
      if (!isOrganizer && !invitation) throw notFound();
      if (participantEmail && !isOrganizer && participantEmail !== user.email) {
        throw AppError.forbidden(
          'JOIN_LINK_ORGANIZER_ONLY',
          'Only the organizer can get a join link for someone else.',
        );
      }
      if (row.status === 'ended') throw ended();
      if (isOrganizer && participantEmail && participantEmail !== user.email) {
        const invited = await invitations?.usableFor(row, participantEmail);
        return joinUrl(
          row,
          {
            role: invited ? 'invitee' : 'guest',
            name: invited?.inviteeName ?? participantEmail.split('@')[0]!,
            email: participantEmail,
            // The room bars a removed invitee by the invitation, never by an address someone typed.
            ...(invited && { inv: invited.invitationId }),
            lobby: Boolean(row.require_approval),
          },
          true,
        );
      }
      if (isOrganizer)
        return joinUrl(row, { role: 'host', name: user.name, email: user.email, uid: user.id, lobby: false });
      if (clock.now().getTime() < Date.parse(row.start_time) - INVITEE_EARLY_JOIN_MS) {
        throw AppError.conflict('MEETING_NOT_OPEN_YET', 'You can join from 30 minutes before the meeting starts.', [], {
          minutes: 30,
        });
      }
      return joinUrl(row, {
        role: 'invitee',
        name: user.name,
        email: user.email,
        uid: user.id,
        ...(invitation && { inv: invitation.invitationId }),
        lobby: Boolean(row.require_approval),
      });
    },

    /** Join without an account: public meetings let guests in; private ones, or approval on, send them to the lobby. */
    async joinAsGuest(ref: string, input: JoinMeetingBody): Promise<{ url: string; lobby: boolean }> {
      const row = await meetings.findByRef(ref);
      if (!row) throw notFound();
      if (row.status === 'ended') throw ended();
      const lobby = !row.is_public || Boolean(row.require_approval);
      if (lobby) {
        const taken = await lobbyLimit.take(row.id, clock.now().getTime());
        if (!taken.allowed) throw AppError.tooManyRequests('LOBBY_BUSY', LOBBY_BUSY, taken.retryAfterSeconds);
      }
      const email = input.guestEmail.trim().toLowerCase();
      return { url: joinUrl(row, { role: 'guest', name: input.guestName.trim(), email, lobby }), lobby };
    },

    async stats(user: GuestUser): Promise<MeetingStats> {
      const today = clock.now();
      const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString();
      const lastMonthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString();
      return meetings.statsForOrganizer(user.id, monthStart, lastMonthStart);
    },

    async publicMeetings(): Promise<PublicMeeting[]> {
      return (await meetings.listPublic(now(), 100)).map(toPublicMeeting);
    },

    async activity(user: GuestUser, limit: number): Promise<MeetingActivity[]> {
      const rows = await events.recentForOrganizer(user.id, limit);
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
     * The status job's pass (docs/product.md, 'Meeting status'): a scheduled meeting whose end
     * passed unstarted was missed; a live one ends when its plan's time is up, or once past its end
     * with an empty room for 10 minutes. Returns how many meetings it ended.
     */
    async sweep(): Promise<number> {
      const nowMs = clock.now().getTime();
      let count = 0;
      for (const row of await meetings.findMissed(now())) {
        await endMeeting(row, 'system');
        count += 1;
      }
      for (const row of await meetings.findLive()) {
        const limitMinutes = PLAN_LIMITS[planOf(row)].maxDurationMinutes;
        const startedMs = Date.parse(row.started_at ?? row.start_time);
        const overPlan = limitMinutes !== null && nowMs >= startedMs + limitMinutes * 60_000;
        const pastEnd = nowMs >= Date.parse(row.end_time) + EMPTY_ROOM_GRACE_MS;
        let emptyLongEnough = false;
        if (pastEnd && !((await isRoomOccupied?.(row.id)) ?? false)) {
          const lastPresence = await events.lastPresenceAt(row.id);
          emptyLongEnough = !lastPresence || nowMs >= Date.parse(lastPresence) + EMPTY_ROOM_GRACE_MS;
        }
        if (overPlan || emptyLongEnough) {
          await endMeeting(row, 'system');
          count += 1;
        }
      }
      return count;
    },

    isLive,

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

    /** What a series' occurrences were planned from, for its calendar file. */
    async seriesTemplate(seriesId: string) {
      const row = await deps.series.find(seriesId);
      return row && { title: row.title, description: row.description, durationSeconds: Number(row.duration_seconds) };
    },

    /** A meeting by id or code for the modules that work on one (invitations, rooms); nobody's ownership is checked. */
    findByRef(ref: string): Promise<MeetingRow | undefined> {
      return meetings.findByRef(ref);
    },

    /** Someone entered or left the meeting's room: attendance, and what the status job's empty-room check reads. */
    async recordPresence(meetingId: string, kind: 'joined' | 'left', actor: string): Promise<void> {
      await events.record(meetingId, kind, actor, now());
    },

    /** The account module's data export: the rooms a person entered and left (decision record 019). */
    async attendanceOf(userId: string, spans: readonly AddressSpan[]) {
      return events.presenceOf(userId, spans);
    },

    /** Account deletion: the rooms a person entered as a guest no longer name their address. */
    async forgetGuestEntries(spans: readonly AddressSpan[], placeholder: string): Promise<void> {
      await events.replaceActorWithin(spans, placeholder);
    },

    /** The organizer entered the room: that starts a scheduled meeting (docs/product.md, 'Joining a meeting'). */
    async startFromRoom(meetingId: string, actor: string): Promise<void> {
      const row = await meetings.findByRef(meetingId);
      if (row) await startMeeting(row, actor);
    },

    /** The host ended the meeting for everyone in the room, or its time ran out. */
    async endFromRoom(meetingId: string, actor: string): Promise<void> {
      const row = await meetings.findByRef(meetingId);
      if (row) await endMeeting(row, actor);
    },

    useRoomOccupancy(check: (meetingId: string) => boolean | Promise<boolean>): void {
      isRoomOccupied = check;
    },

    onLifecycle(handler: (meetingId: string, change: MeetingLifecycleChange) => void): void {
      lifecycleHandlers.push(handler);
    },

    useInvitations(answers: MeetingInvitations): void {
      invitations = answers;
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
