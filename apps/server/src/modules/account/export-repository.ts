import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { SESSION_PUBLIC_COLUMNS } from '../auth/auth-types';
import type { InvitationWithTitle } from '../invitations/invitation-types';
import type { MeetingRow } from '../meetings/meeting-types';
import { selectMeetingRows } from '../meetings/meeting-row-query';

const LIFECYCLE_KINDS = ['created', 'updated', 'started', 'ended'];

/**
 * The reads behind the data export that go by account id, in the shapes the mappers take. What goes
 * by address (invitations received, rooms entered as a guest, e-mails) the owning modules' services
 * read, within the account's spans of its addresses (address-history.ts).
 */
export function createExportRepository(db: Kysely<Database>) {
  const invitationsWithTitle = () =>
    db
      .selectFrom('invitations')
      .innerJoin('meetings', 'meetings.id', 'invitations.meeting_id')
      .selectAll('invitations')
      .select('meetings.title as meeting_title');

  return {
    async meetingsOf(userId: string): Promise<MeetingRow[]> {
      return selectMeetingRows(db)
        .where('meetings.organizer_id', '=', userId)
        .orderBy('meetings.start_time')
        .orderBy('meetings.id')
        .execute();
    },

    /** Created, edited, started and ended: not who else came in, which is those people's data. */
    async lifecycleEventsOf(userId: string) {
      return db
        .selectFrom('meeting_events')
        .innerJoin('meetings', 'meetings.id', 'meeting_events.meeting_id')
        .select(['meeting_events.meeting_id', 'meeting_events.kind', 'meeting_events.at'])
        .where('meetings.organizer_id', '=', userId)
        .where('meeting_events.kind', 'in', LIFECYCLE_KINDS)
        .orderBy('meeting_events.at')
        .execute();
    },

    async invitationsSentBy(userId: string): Promise<InvitationWithTitle[]> {
      return invitationsWithTitle()
        .where('meetings.organizer_id', '=', userId)
        .orderBy('invitations.invited_at')
        .execute();
    },

    /** Every session row still kept, ended ones too; the token hash is not selected at all. */
    async sessionsOf(userId: string) {
      return db
        .selectFrom('sessions')
        .select(SESSION_PUBLIC_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
