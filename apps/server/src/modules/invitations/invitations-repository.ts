import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createInvitationsRepository(db: Kysely<Database>) {
  return {
    /** The invitation that lets this address into the meeting, if any (cancelled ones do not count). */
    async findUsableForEmail(meetingId: string, email: string) {
      return db
        .selectFrom('invitations')
        .selectAll()
        .where('meeting_id', '=', meetingId)
        .where('invitee_email', '=', email)
        .where('status', 'in', ['pending', 'accepted', 'declined'])
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
