import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/app-types.ts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { OtpService } from '../auth/otp-service';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { UsersRepository } from '../auth/users-repository';
import { createInvitationsRepository } from '../invitations/invitations-repository';
import { createAccountDeletion } from './account-deletion';
import { createDataExport } from './data-export';
import { dataRoutes } from './data-routes';
import { createDeletionCancellations } from './deletion-cancellations';
import { createDeletionRepository } from './deletion-repository';
import { createDeviceSessionsService } from './device-sessions-service';
import { createExportRepository } from './export-repository';
import { profileRoutes } from './profile-routes';
import { createProfileRepository } from './profile-repository';
import { createProfileService } from './profile-service';
import { sessionsRoutes } from './sessions-routes';

export interface AccountModuleDeps {
  guards: AuthGuards;
  users: UsersRepository;
  sessions: SessionsRepository;
  otp: OtpService;
}

/**
 * The account page's API (issue 12): profile and e-mail change, signed-in devices, the data export
 * and the account deletion. Registered by the auth module, whose codes and sessions it uses.
 */
export async function registerAccount(app: FastifyInstance, services: AppServices, deps: AccountModuleDeps) {
  const { config, clock, database, mail } = services;
  const { guards, users, sessions, otp } = deps;
  const baseUrl = publicBaseUrl(config);

  const profiles = createProfileService({ profiles: createProfileRepository(database.db), users, otp, mail });
  const deviceSessions = createDeviceSessionsService({ sessions, clock });
  const dataExport = createDataExport({ rows: createExportRepository(database.db), users, clock, baseUrl });
  const deletion = createAccountDeletion({
    otp,
    rows: createDeletionRepository(database.db),
    cancellations: createDeletionCancellations({
      invitations: createInvitationsRepository(database.db),
      users,
      mail,
      clock,
      baseUrl,
    }),
    // The meetings module decorates the app after auth registered; a deletion runs long after both.
    meetings: () => app.meetings,
    clock,
  });

  await app.register(profileRoutes, { service: profiles, guards });
  await app.register(sessionsRoutes, { service: deviceSessions, guards });
  await app.register(dataRoutes, { dataExport, deletion, guards });
}
