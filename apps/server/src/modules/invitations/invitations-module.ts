import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import type { MeetingsService } from '../meetings/meetings-service';
import type { InvitationsRepository } from './invitations-repository';
import { calendarRoutes } from './calendar-routes';
import { invitationsRoutes } from './invitations-routes';
import { createInvitationsService, type InvitationsService } from './invitations-service';
import type { RemindersRepository } from './reminders/reminders-repository';
import { registerReminders } from './reminders/reminders-module';

export interface InvitationsRepositories {
  invitations: InvitationsRepository;
  reminders: RemindersRepository;
}

/**
 * Invitations: e-mail with calendar, answers, cancellation, calendar updates when a meeting moves,
 * and the reminders before it. It follows meetings through their events (meeting-reactions.ts,
 * subscribed when the service is built); the meetings module never calls it.
 */
export async function registerInvitations(
  app: FastifyInstance,
  context: ModuleContext<InvitationsRepositories, { auth: AuthModule; meetings: MeetingsService }>,
): Promise<InvitationsService> {
  const { services, repositories } = context;
  const { config, clock, mail } = services;
  const { auth, meetings } = context.uses;
  const service = createInvitationsService({
    config,
    clock,
    baseUrl: publicBaseUrl(config),
    invitations: repositories.invitations,
    meetings,
    users: auth.users,
    mail,
  });
  await registerApiRoutes(app, invitationsRoutes, { service, guards: auth.guards });
  await registerApiRoutes(app, calendarRoutes, { service, guards: auth.guards });
  await registerReminders(app, { services, repositories, uses: { meetings, users: auth.users } });
  return service;
}
