import type { CodeSent, GuestUser } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import type { OtpService } from '../auth/otp-service';
import type { BillingService } from '../billing/billing-service';
import type { InvitationsService } from '../invitations/invitations-service';
import type { MailModule } from '../mail/mail-module';
import type { MeetingsService } from '../meetings/meetings-service';
import type { RecordingsService } from '../recordings/recordings-service';
import type { AddressHistory } from './address-history';
import { DELETED_USER_NAME, deletedAddress } from './deleted-account';
import type { DeletionRepository } from './deletion-repository';

export interface AccountDeletionDeps {
  otp: OtpService;
  rows: DeletionRepository;
  invitations: InvitationsService;
  meetings: MeetingsService;
  recordings: RecordingsService;
  mail: MailModule;
  history: AddressHistory;
  /** Cancels the subscription at Stripe first; throws (503) and so stops the deletion when Stripe does not answer. */
  billing: Pick<BillingService, 'beforeAccountDeletion'>;
  clock: Clock;
}

/**
 * Deleting an account (GDPR article 17; decision record 019), confirmed with a code e-mailed to
 * the account's address. Each step can run again, so a deletion that fails half-way is finished by
 * asking for a new code and deleting again: until the last step the account signs in as before.
 * Recordings go with their files, after the meetings have ended (so none is still being made).
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { otp, rows, invitations, meetings, recordings, mail, history, clock } = deps;
  const now = () => clock.now().toISOString();

  return {
    async requestCode(user: GuestUser, ip: string | null): Promise<CodeSent> {
      const timing = await otp.send({
        email: user.email,
        purpose: 'delete-account',
        ip,
        signedInAs: user.email,
        locale: user.locale,
      });
      return { email: user.email, ...timing };
    },

    async confirm(user: GuestUser, code: string, ip: string | null): Promise<void> {
      await otp.verify({ email: user.email, purpose: 'delete-account', code, ip, signedInAs: user.email });
      // Nobody is charged for a deleted account: without Stripe's answer nothing is deleted (decision record 053).
      await deps.billing.beforeAccountDeletion(user.id);
      // Signed out everywhere first, so no other tab schedules a meeting while this one is ending them.
      await rows.revokeAllSessions(user.id, now());
      for (const meeting of await rows.unendedMeetingsOf(user.id)) {
        // Cancelled before the meeting ends: ending it would turn pending invitations into expired ones.
        await invitations.cancelAllForMeeting(meeting);
        await meetings.end(user, meeting.id);
      }
      await recordings.deleteAllOf(user.id);
      // What went to the account's addresses, current and earlier, while each was its own: each
      // module its own part; the account's row and its earlier addresses last, so a run that
      // fails before then finds the same addresses again.
      const spans = await history.spansOf(user.id);
      const placeholder = deletedAddress();
      await invitations.inviteeData.anonymiseReceived(spans, { name: DELETED_USER_NAME, email: placeholder });
      await meetings.forgetAttendee(user.id, spans, { name: DELETED_USER_NAME, email: placeholder });
      await mail.forgetMailTo(spans);
      await rows.anonymise({ userId: user.id, placeholder, now: now() });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
