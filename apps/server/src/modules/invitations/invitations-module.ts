import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/app-types.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import { createMeetingsRepository } from '../meetings/meetings-repository';
import type { MeetingsService } from '../meetings/meetings-service';
import { createInvitationsRepository } from './invitations-repository';
import { invitationsRoutes } from './invitations-routes';
import { createInvitationsService } from './invitations-service';

/** Invitations: e-mail with calendar, answers, cancellation, and calendar updates when a meeting moves. */
export async function registerInvitations(
  app: FastifyInstance,
  services: AppServices,
  auth: AuthModule,
  meetingsService: MeetingsService,
) {
  const { config, clock, database, mail } = services;
  const service = createInvitationsService({
    config,
    clock,
    baseUrl: publicBaseUrl(config),
    invitations: createInvitationsRepository(database.db),
    meetings: createMeetingsRepository(database.db),
    meetingsService,
    users: auth.users,
    mail,
  });
  meetingsService.onScheduleChange(service.scheduleHandler);
  await app.register(invitationsRoutes, { service, guards: auth.guards });
  return service;
}
