// Longer than 250 lines (by a few) because it is the only reader and writer of the invitations table:
// every status change is a conditional update here, so the rules of which status may follow which stay
// in one place rather than in several repositories.
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { InvitationStats } from '@vm/contracts';
import type { Database, InvitationsTable } from '#server/db/schema.ts';
import { withinSpans, type AddressSpan } from '#server/lib/address-spans.ts';
import { chunks } from '#server/lib/chunks.ts';
import type { AnonymousInvitee, InvitationRow, InvitationWithTitle } from './invitation-types';

/** Statuses in which an address holds the invitation (see the partial unique index, migration 0002). */
export const LIVE_INVITATION_STATUSES = ['pending', 'accepted', 'declined'];

/**
 * What an invitation is to: a single meeting, or a whole series (decision record 038), whose
 * invitations all name its first occurrence as `meeting_id` and carry its `series_id`.
 */
export interface InvitationTarget {
  meetingId: string;
  seriesId: string | null;
}

/** A meeting row's target: its series when it is an occurrence of one. */
export const targetOf = (meeting: { id: string; series_id: string | null }): InvitationTarget => ({
  meetingId: meeting.id,
  seriesId: meeting.series_id,
});

const onTarget = (target: InvitationTarget) =>
  target.seriesId === null
    ? ({ column: 'invitations.meeting_id', value: target.meetingId } as const)
    : ({ column: 'invitations.series_id', value: target.seriesId } as const);

export function createInvitationsRepository(db: Kysely<Database>) {
  const withTitle = () =>
    db
      .selectFrom('invitations')
      .innerJoin('meetings', 'meetings.id', 'invitations.meeting_id')
      .selectAll('invitations')
      .select('meetings.title as meeting_title');

  return {
    async insert(row: Insertable<InvitationsTable>): Promise<void> {
      await db.insertInto('invitations').values(row).execute();
    },

    async findById(id: string): Promise<InvitationWithTitle | undefined> {
      return withTitle().where('invitations.id', '=', id).executeTakeFirst();
    },

    async listForMeeting(target: InvitationTarget): Promise<InvitationWithTitle[]> {
      const { column, value } = onTarget(target);
      return withTitle()
        .where(column, '=', value)
        .orderBy('invitations.invited_at', 'desc')
        .orderBy('invitations.id')
        .execute();
    },

    async listForEmail(email: string): Promise<InvitationWithTitle[]> {
      return withTitle()
        .where('invitations.invitee_email', '=', email)
        .orderBy('invitations.invited_at', 'desc')
        .execute();
    },

    /** Invitations to an account's addresses, each sent within the account's span of it (decision record 019). */
    async listReceivedWithin(spans: readonly AddressSpan[]): Promise<InvitationWithTitle[]> {
      return withTitle()
        .where(withinSpans('invitations.invitee_email', 'invitations.invited_at', spans))
        .orderBy('invitations.invited_at')
        .orderBy('invitations.id')
        .execute();
    },

    /**
     * Account deletion: those invitations name nobody any more (name, address, phone and note go;
     * status and times stay, the organizer's record of who came). How many changed.
     */
    async anonymiseReceivedWithin(spans: readonly AddressSpan[], replacement: AnonymousInvitee): Promise<number> {
      const result = await db
        .updateTable('invitations')
        .set({
          invitee_name: replacement.name,
          invitee_email: replacement.email,
          invitee_phone: null,
          response_note: null,
        })
        .where(withinSpans('invitee_email', 'invited_at', spans))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Pending and accepted invitations: the people a change of time or title must reach. */
    async listToNotifyOfChange(target: InvitationTarget): Promise<InvitationRow[]> {
      const { column, value } = onTarget(target);
      return db
        .selectFrom('invitations')
        .selectAll()
        .where(column, '=', value)
        .where('status', 'in', ['pending', 'accepted'])
        .execute();
    },

    /**
     * The pending and accepted invitations of these single meetings and series: the invitees reminders
     * may go to. A series' invitations are found by its id, whichever occurrence is due.
     */
    async listRemindable(meetingIds: string[], seriesIds: string[]): Promise<InvitationRow[]> {
      const rows: InvitationRow[] = [];
      const remindable = (column: 'meeting_id' | 'series_id', ids: string[]) =>
        db
          .selectFrom('invitations')
          .selectAll()
          .where(column, 'in', ids)
          .where('status', 'in', ['pending', 'accepted'])
          .execute();
      for (const ids of chunks(meetingIds)) rows.push(...(await remindable('meeting_id', ids)));
      for (const ids of chunks(seriesIds)) rows.push(...(await remindable('series_id', ids)));
      return rows;
    },

    /** The invitations of a single meeting become invitations to the series it now starts. */
    async attachToSeries(meetingId: string, seriesId: string): Promise<void> {
      await db.updateTable('invitations').set({ series_id: seriesId }).where('meeting_id', '=', meetingId).execute();
    },

    /** The invitee entered the room; the first time stays. */
    async markAttended(id: string, at: string): Promise<void> {
      await db
        .updateTable('invitations')
        .set({ attended_at: at })
        .where('id', '=', id)
        .where('attended_at', 'is', null)
        .execute();
    },

    /**
     * The meetings (or a series' occurrences) an address accepted an invitation to, not cancelled,
     * ended or deleted, overlapping `from`..`to`: booking pages count them as the address's busy times.
     */
    async acceptedTimes(email: string, from: string, to: string) {
      return db
        .selectFrom('invitations')
        .innerJoin('meetings', (join) =>
          join.on((eb) =>
            eb.or([
              eb.and([
                eb('invitations.series_id', 'is', null),
                eb('meetings.id', '=', eb.ref('invitations.meeting_id')),
              ]),
              eb('meetings.series_id', '=', eb.ref('invitations.series_id')),
            ]),
          ),
        )
        .select(['meetings.id', 'meetings.start_time', 'meetings.end_time'])
        .where('invitations.invitee_email', '=', email)
        .where('invitations.status', '=', 'accepted')
        .where('meetings.cancelled_at', 'is', null)
        .where('meetings.deleted_at', 'is', null)
        .where('meetings.status', '!=', 'ended')
        .where('meetings.start_time', '<', to)
        .where('meetings.end_time', '>', from)
        .execute();
    },

    async hasLive(meetingId: string, email: string): Promise<boolean> {
      const row = await db
        .selectFrom('invitations')
        .select('id')
        .where('meeting_id', '=', meetingId)
        .where('invitee_email', '=', email)
        .where('status', 'in', LIVE_INVITATION_STATUSES)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Invitations of a meeting, or of a whole series: the cap counts per series. */
    async countForMeeting(target: InvitationTarget): Promise<number> {
      const { column, value } = onTarget(target);
      const row = await db
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async statsForMeeting(target: InvitationTarget): Promise<InvitationStats> {
      const { column, value } = onTarget(target);
      const count = (status: string) =>
        db.fn.sum<number>(db.case().when('status', '=', status).then(1).else(0).end()).as(status);
      const row = await db
        .selectFrom('invitations')
        .where(column, '=', value)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          count('pending'),
          count('accepted'),
          count('declined'),
          count('cancelled'),
          count('expired'),
          eb.fn.sum<number>(eb.case().when('attended_at', 'is not', null).then(1).else(0).end()).as('attended'),
        ])
        .executeTakeFirstOrThrow();
      return {
        total: Number(row.total),
        pending: Number(row.pending ?? 0),
        accepted: Number(row.accepted ?? 0),
        declined: Number(row.declined ?? 0),
        cancelled: Number(row.cancelled ?? 0),
        expired: Number(row.expired ?? 0),
        attended: Number(row.attended ?? 0),
      };
    },

    /** Changes an invitation only while it is in one of `from`, so racing requests cannot both win. */
    async transition(id: string, from: string[], changes: Updateable<InvitationsTable>): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What the invitee's calendar last got (mail-changes.ts), for the next update to say what changed. */
    async recordSentCalendar(id: string, json: string): Promise<void> {
      await db.updateTable('invitations').set({ sent_calendar: json }).where('id', '=', id).execute();
    },

    /** Counts one more e-mail of this invitation and raises its calendar SEQUENCE. */
    async markResent(id: string, at: string): Promise<void> {
      await db
        .updateTable('invitations')
        .set((eb) => ({
          sequence: eb('sequence', '+', 1),
          send_count: eb('send_count', '+', 1),
          last_sent_at: at,
        }))
        .where('id', '=', id)
        .execute();
    },

    /** The invitation that lets this address into the meeting, if any (cancelled ones do not count). */
    async findUsableForEmail(target: InvitationTarget, email: string) {
      const { column, value } = onTarget(target);
      return db
        .selectFrom('invitations')
        .selectAll()
        .where(column, '=', value)
        .where('invitee_email', '=', email)
        .where('status', 'in', LIVE_INVITATION_STATUSES)
        .orderBy('invited_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * A purged meeting's invitations, invitees' names, addresses and answers with them. A series'
     * invitations belong to the series, not to one occurrence, and stay.
     */
    async deleteForMeeting(meetingId: string): Promise<number> {
      const result = await db
        .deleteFrom('invitations')
        .where('meeting_id', '=', meetingId)
        .where('series_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Invitations still pending when their meeting ends become expired. */
    async expirePending(target: InvitationTarget): Promise<number> {
      const { column, value } = onTarget(target);
      const result = await db
        .updateTable('invitations')
        .set({ status: 'expired' })
        .where(column, '=', value)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
