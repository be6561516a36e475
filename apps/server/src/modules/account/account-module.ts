import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import type { BillingService } from '../billing/billing-service';
import type { InvitationsService } from '../invitations/invitations-service';
import type { MeetingsService } from '../meetings/meetings-service';
import type { RecordingsService } from '../recordings/recordings-service';
import { createAccountDeletion } from './account-deletion';
import { createAddressHistory } from './address-history';
import { createDataExport } from './data-export';
import { dataRoutes } from './data-routes';
import type { DeletionRepository } from './deletion-repository';
import type { EarlierEmailsRepository } from './earlier-emails-repository';
import { createDeviceSessionsService } from './device-sessions-service';
import type { ExportRepository } from './export-repository';
import { profileRoutes } from './profile-routes';
import type { ProfileRepository } from './profile-repository';
import { createProfileService } from './profile-service';
import { sessionsRoutes } from './sessions-routes';

export interface AccountRepositories {
  profiles: ProfileRepository;
  exports: ExportRepository;
  deletion: DeletionRepository;
  earlierEmails: EarlierEmailsRepository;
}

/** The other modules' services the account page works through. */
export interface AccountModuleDeps {
  auth: AuthModule;
  meetings: MeetingsService;
  invitations: InvitationsService;
  recordings: RecordingsService;
  billing: BillingService;
}

/**
 * The account page's API (docs/product.md, 'Account page'): profile and e-mail change, signed-in devices, the data
 * export and the account deletion, on the auth module's codes and sessions.
 */
export async function registerAccount(
  app: FastifyInstance,
  { services, repositories, uses: deps }: ModuleContext<AccountRepositories, AccountModuleDeps>,
): Promise<void> {
  const { config, clock, mail } = services;
  const { auth, meetings, invitations, recordings } = deps;
  const { guards, users, sessions, otp } = auth;
  const baseUrl = publicBaseUrl(config);

  const history = createAddressHistory({ rows: repositories.earlierEmails, users });
  const profiles = createProfileService({ profiles: repositories.profiles, users, otp, mail, history, clock });
  const deviceSessions = createDeviceSessionsService({ sessions });
  const dataExport = createDataExport({
    rows: repositories.exports,
    users,
    history,
    meetings,
    inviteeData: invitations.inviteeData,
    mail,
    recordings,
    billing: deps.billing,
    clock,
    baseUrl,
  });
  const deletion = createAccountDeletion({
    otp,
    rows: repositories.deletion,
    invitations,
    meetings,
    recordings,
    mail,
    history,
    billing: deps.billing,
    clock,
  });

  await registerApiRoutes(app, profileRoutes, { service: profiles, guards });
  await registerApiRoutes(app, sessionsRoutes, { service: deviceSessions, guards });
  await registerApiRoutes(app, dataRoutes, { dataExport, deletion, guards });
}
