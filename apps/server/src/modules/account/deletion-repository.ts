import type { Kysely } from 'kysely';
import { LIVE_STATUSES } from '@vm/contracts';
import type { Database } from '#server/db/schema.ts';
import type { MeetingRow } from '../meetings/meeting-types';
import { DELETED_USER_NAME } from './deleted-account';
import { selectMeetingRows } from '../meetings/meeting-row-query';

export interface Anonymisation {
  userId: string;
  /** The address the account had, as invitations and rooms recorded it. */
  email: string;
  /** The unreachable address that replaces it (deletedAddress()). */
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
     * In one transaction: the person's answers to other people's invitations lose name, address,
     * phone and note; rooms they entered as a guest no longer name their address; the account row
     * keeps only its id, plan and language; its sessions and the records of e-mails already sent to
     * the address are deleted. Mail still waiting in the outbox is left to go out.
     */
    async anonymise({ userId, email, placeholder, now }: Anonymisation): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('invitations')
          .set({
            invitee_name: DELETED_USER_NAME,
            invitee_email: placeholder,
            invitee_phone: null,
            response_note: null,
          })
          .where('invitee_email', '=', email)
          .execute();
        await trx.updateTable('meeting_events').set({ actor: placeholder }).where('actor', '=', email).execute();
        await trx
          .updateTable('users')
          .set({ name: DELETED_USER_NAME, email: placeholder, phone: null, pending_email: null, deleted_at: now })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('mail_outbox').where('recipient', '=', email).where('status', '!=', 'pending').execute();
      });
    },
  };
}

export type DeletionRepository = ReturnType<typeof createDeletionRepository>;
