import type { Insertable, Kysely, Updateable } from 'kysely';
import type { InvitationStats } from '@vm/contracts';
import type { Database, InvitationsTable } from '#server/db/schema.ts';
import { chunks } from '#server/lib/chunks.ts';
import type { InvitationRow, InvitationWithTitle } from './invitation-types';

/** Statuses in which an address holds the invitation (see the partial unique index, migration 0002). */
export const LIVE_INVITATION_STATUSES = ['pending', 'accepted', 'declined'];

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

    async listForMeeting(meetingId: string): Promise<InvitationWithTitle[]> {
      return withTitle()
        .where('invitations.meeting_id', '=', meetingId)
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

    /** Pending and accepted invitations: the people a change of time or title must reach. */
    async listToNotifyOfChange(meetingId: string): Promise<InvitationRow[]> {
      return db
        .selectFrom('invitations')
        .selectAll()
        .where('meeting_id', '=', meetingId)
        .where('status', 'in', ['pending', 'accepted'])
        .execute();
    },

    /** The pending and accepted invitations of these meetings: the invitees reminders may go to. */
    async listRemindable(meetingIds: string[]): Promise<InvitationRow[]> {
      const rows: InvitationRow[] = [];
      for (const ids of chunks(meetingIds)) {
        rows.push(
          ...(await db
            .selectFrom('invitations')
            .selectAll()
            .where('meeting_id', 'in', ids)
            .where('status', 'in', ['pending', 'accepted'])
            .execute()),
        );
      }
      return rows;
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

    async countForMeeting(meetingId: string): Promise<number> {
      const row = await db
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('meeting_id', '=', meetingId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async statsForMeeting(meetingId: string): Promise<InvitationStats> {
      const count = (status: string) =>
        db.fn.sum<number>(db.case().when('status', '=', status).then(1).else(0).end()).as(status);
      const row = await db
        .selectFrom('invitations')
        .where('meeting_id', '=', meetingId)
        .select((eb) => [
          eb.fn.countAll<number>().as('total'),
          count('pending'),
          count('accepted'),
          count('declined'),
          count('cancelled'),
          count('expired'),
        ])
        .executeTakeFirstOrThrow();
      return {
        total: Number(row.total),
        pending: Number(row.pending ?? 0),
        accepted: Number(row.accepted ?? 0),
        declined: Number(row.declined ?? 0),
        cancelled: Number(row.cancelled ?? 0),
        expired: Number(row.expired ?? 0),
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
    async findUsableForEmail(meetingId: string, email: string) {
      return db
        .selectFrom('invitations')
        .selectAll()
        .where('meeting_id', '=', meetingId)
        .where('invitee_email', '=', email)
        .where('status', 'in', LIVE_INVITATION_STATUSES)
        .orderBy('invited_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Invitations still pending when their meeting ends become expired. */
    async expirePending(meetingId: string): Promise<number> {
      const result = await db
        .updateTable('invitations')
        .set({ status: 'expired' })
        .where('meeting_id', '=', meetingId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
