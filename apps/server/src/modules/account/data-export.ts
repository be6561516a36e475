import type { AccountExport, GuestUser } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import type { UsersService } from '../auth/users-service';
import type { BillingService } from '../billing/billing-service';
import type { InviteeDataService } from '../invitations/invitee-data-service';
import type { MailModule } from '../mail/mail-module';
import type { MeetingsService } from '../meetings/meetings-service';
import { toInvitation } from '../invitations/invitation-mapper';
import { toMeeting } from '../meetings/meeting-mapper';
import type { AddressHistory } from './address-history';
import type { RecordingsService } from '../recordings/recordings-service';
import { browserLabel } from './browser-label';
import type { ExportRepository } from './export-repository';
import { toAccountProfile } from './profile-repository';

/**
 * The data export (GDPR articles 15 and 20): the account and its earlier addresses, its meetings and
 * their invitations, its sessions and its recordings (through the recordings service), and what went
 * to its addresses, current and earlier, while each was its own (decision record 019): invitations,
 * rooms entered as a guest and the records of the e-mails sent. Secrets stay out: no token or code
 * hashes are read, no e-mail body and no subject that holds a code.
 */
export function createDataExport(deps: {
  rows: ExportRepository;
  users: UsersService;
  history: AddressHistory;
  meetings: MeetingsService;
  inviteeData: InviteeDataService;
  mail: MailModule;
  recordings: RecordingsService;
  billing: Pick<BillingService, 'exportFor'>;
  clock: Clock;
  baseUrl: string;
}) {
  const { rows, users, history, meetings, inviteeData, mail, recordings, clock, baseUrl } = deps;
  const event = (row: { meeting_id: string; kind: string; at: string }) => ({
    meetingId: row.meeting_id,
    kind: row.kind,
    at: row.at,
  });

  return {
    async build(user: GuestUser): Promise<AccountExport> {
      const account = await users.findById(user.id);
      if (!account) throw new Error('the signed-in user has no row');
      const spans = await history.spansOf(user.id);
      return {
        exportedAt: clock.now().toISOString(),
        account: toAccountProfile(account),
        earlierAddresses: await history.earlierOf(user.id),
        meetings: (await rows.meetingsOf(user.id)).map((row) => toMeeting(row, baseUrl)),
        meetingEvents: (await rows.lifecycleEventsOf(user.id)).map(event),
        attendance: (await meetings.attendanceOf(user.id, spans)).map(event),
        invitationsSent: (await rows.invitationsSentBy(user.id)).map(toInvitation),
        invitationsReceived: await inviteeData.receivedWithin(spans),
        sessions: (await rows.sessionsOf(user.id)).map((session) => ({
          id: session.id,
          userAgent: session.user_agent,
          label: browserLabel(session.user_agent).label,
          createdAt: session.created_at,
          lastSeenAt: session.last_seen_at,
          expiresAt: session.expires_at,
          revokedAt: session.revoked_at,
        })),
        emails: await mail.mailTo(spans),
        recordings: await recordings.exportFor(user.id),
        billing: await deps.billing.exportFor(user.id),
      };
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
