import type { CodeSent, GuestUser } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import type { OtpService } from '../auth/otp-service';
import type { InvitationsService } from '../invitations/invitations-service';
import type { MeetingsService } from '../meetings/meetings-service';
import type { RecordingsService } from '../recordings/recordings-service';
import { deletedAddress } from './deleted-account';
import type { DeletionRepository } from './deletion-repository';

export interface AccountDeletionDeps {
  otp: OtpService;
  rows: DeletionRepository;
  invitations: InvitationsService;
  meetings: MeetingsService;
  recordings: RecordingsService;
  clock: Clock;
}

/**
 * Deleting an account (GDPR article 17; decision record 019), confirmed with a code e-mailed to
 * the account's address. Each step can run again, so a deletion that fails half-way is finished by
 * asking for a new code and deleting again: until the last step the account signs in as before.
 * Recordings go with their files, after the meetings have ended (so none is still being made).
 */
export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { otp, rows, invitations, meetings, recordings, clock } = deps;
  const now = () => clock.now().toISOString();

  return {
    async requestCode(user: GuestUser, ip: string | null): Promise<CodeSent> {
      const timing = await otp.send({ email: user.email, purpose: 'delete-account', ip, locale: user.locale });
      return { email: user.email, ...timing };
    },

    async confirm(user: GuestUser, code: string, ip: string | null): Promise<void> {
      await otp.verify({ email: user.email, purpose: 'delete-account', code, ip });
      // Signed out everywhere first, so no other tab schedules a meeting while this one is ending them.
      await rows.revokeAllSessions(user.id, now());
      for (const meeting of await rows.unendedMeetingsOf(user.id)) {
        // Cancelled before the meeting ends: ending it would turn pending invitations into expired ones.
        await invitations.cancelAllForMeeting(meeting);
        await meetings.end(user, meeting.id);
      }
      await recordings.deleteAllOf(user.id);
      await rows.anonymise({ userId: user.id, email: user.email, placeholder: deletedAddress(), now: now() });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
