import type { Locale } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import type { UsersRepository } from '../auth/users-repository';
import { cancellationMail } from '../invitations/invitation-mail';
import type { InvitationRow } from '../invitations/invitation-types';
import type { InvitationsRepository } from '../invitations/invitations-repository';
import type { MailModule } from '../mail/mail-module';
import type { MeetingRow } from '../meetings/meeting-types';

/**
 * Cancels the invitations of a meeting whose organizer deletes their account, pending and accepted
 * alike, each with the invitations module's cancellation e-mail (METHOD:CANCEL, same UID, higher
 * SEQUENCE) through the outbox, so a mail server outage delays the mail but does not lose it. The
 * invitations service's own cancel refuses accepted invitations (an organizer takes those back by
 * moving or ending the meeting), hence these steps here, in the same order as there.
 */
export function createDeletionCancellations(deps: {
  invitations: InvitationsRepository;
  users: UsersRepository;
  mail: MailModule;
  clock: Clock;
  baseUrl: string;
}) {
  const { invitations, users, mail, clock, baseUrl } = deps;

  async function cancelOne(row: InvitationRow, meeting: MeetingRow, organizerLocale: Locale): Promise<boolean> {
    const at = clock.now().toISOString();
    if (!(await invitations.transition(row.id, ['pending', 'accepted'], { status: 'cancelled' }))) return false;
    await invitations.markResent(row.id, at);
    const invitee = await users.findByEmail(row.invitee_email);
    // In the invitee's language when they have an account, else in the organizer's, as the invitation was.
    const locale: Locale = (invitee?.locale ?? organizerLocale) === 'tr' ? 'tr' : 'en';
    const message = cancellationMail({
      invitationId: row.id,
      sequence: Number(row.sequence) + 1,
      inviteeName: row.invitee_name,
      inviteeEmail: row.invitee_email,
      personalMessage: row.personal_message,
      meetingTitle: meeting.title,
      meetingDescription: meeting.description,
      startTime: meeting.start_time,
      endTime: meeting.end_time,
      organizerName: meeting.organizer_name,
      organizerEmail: meeting.organizer_email,
      invitationUrl: `${baseUrl}/invitation/${row.id}`,
      stamp: at,
      locale,
    });
    await mail.sendEmail({ ...message, senderId: meeting.organizer_id }, 'invitation-cancel');
    return true;
  }

  return {
    /** How many invitations were cancelled (an invitation cancelled meanwhile is skipped). */
    async cancelAll(meeting: MeetingRow, organizerLocale: Locale): Promise<number> {
      let cancelled = 0;
      for (const row of await invitations.listToNotifyOfChange(meeting.id)) {
        if (await cancelOne(row, meeting, organizerLocale)) cancelled += 1;
      }
      return cancelled;
    },
  };
}

export type DeletionCancellations = ReturnType<typeof createDeletionCancellations>;
