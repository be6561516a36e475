import type { Kysely } from 'kysely';
import { LIVE_STATUSES } from '@vm/contracts';
import type { Database } from '#server/db/schema.ts';
import type { MeetingRow } from '../meetings/meeting-types';
import { DELETED_USER_NAME } from './deleted-account';
import { selectMeetingRows } from '../meetings/meeting-row-query';

export interface Anonymisation {
  userId: string;
  /** The unreachable address that replaces the account's (deletedAddress()). */
  placeholder: string;
  now: string;
}

/** The writes of an account deletion (decision record 019) that are not another module's own path. */
export function createDeletionRepository(db: Kysely<Database>) {
  return {
    /** Meetings still to come or running: deletion ends them and cancels their invitations. */
    async unendedMeetingsOf(userId: string): Promise<MeetingRow[]> {
      return selectMeetingRows(db)
        .where('meetings.organizer_id', '=', userId)
        .where('meetings.status', 'in', ['scheduled', ...LIVE_STATUSES])
        .execute();
    },

    /** Signs the user out everywhere at once, before anything else changes. */
    async revokeAllSessions(userId: string, now: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /**
     * The account module's own part, last and in one transaction (the other modules' parts come
     * first, through their services): the account row keeps only its id, plan and language; its
     * sessions and its earlier addresses are deleted.
     */
    async anonymise({ userId, placeholder, now }: Anonymisation): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ name: DELETED_USER_NAME, email: placeholder, phone: null, pending_email: null, deleted_at: now })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('earlier_emails').where('user_id', '=', userId).execute();
      });
    },
  };
}

export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
