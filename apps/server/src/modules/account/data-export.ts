import type { AccountExport, GuestUser } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import type { UsersService } from '../auth/users-service';
import { toInvitation } from '../invitations/invitation-mapper';
import { toMeeting } from '../meetings/meeting-mapper';
import type { RecordingsService } from '../recordings/recordings-service';
import { browserLabel } from './browser-label';
import type { ExportRepository } from './export-repository';
import { toAccountProfile } from './profile-repository';

/**
 * The data export (GDPR articles 15 and 20): the account, its meetings and their invitations, the
 * invitations addressed to it, its sessions, and its recordings with signed links to their files
 * (through the recordings service), as one JSON document. Secrets stay out: no token or
 * code hashes are read. Copies of the e-mails we sent are not included; the person has them.
 */
export function createDataExport(deps: {
  rows: ExportRepository;
  users: UsersService;
  recordings: RecordingsService;
  clock: Clock;
  baseUrl: string;
}) {
  const { rows, users, recordings, clock, baseUrl } = deps;
  const event = (row: { meeting_id: string; kind: string; at: string }) => ({
    meetingId: row.meeting_id,
    kind: row.kind,
    at: row.at,
  });

  return {
    async build(user: GuestUser): Promise<AccountExport> {
      const account = await users.findById(user.id);
      if (!account) throw new Error('the signed-in user has no row');
      return {
        exportedAt: clock.now().toISOString(),
        account: toAccountProfile(account),
        meetings: (await rows.meetingsOf(user.id)).map((row) => toMeeting(row, baseUrl)),
        meetingEvents: (await rows.lifecycleEventsOf(user.id)).map(event),
        attendance: (await rows.attendanceOf(user.id, account.email)).map(event),
        invitationsSent: (await rows.invitationsSentBy(user.id)).map(toInvitation),
        invitationsReceived: (await rows.invitationsReceivedBy(account.email)).map(toInvitation),
        sessions: (await rows.sessionsOf(user.id)).map((session) => ({
          id: session.id,
          userAgent: session.user_agent,
          label: browserLabel(session.user_agent).label,
          createdAt: session.created_at,
          lastSeenAt: session.last_seen_at,
          expiresAt: session.expires_at,
          revokedAt: session.revoked_at,
        })),
        recordings: await recordings.exportFor(user.id),
      };
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
