import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/app-types.ts';
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
  services: AppServices,
  deps: { auth: AuthModule; meetings: MeetingsService },
  repositories: InvitationsRepositories,
): Promise<InvitationsService> {
  const { config, clock, mail } = services;
  const { auth, meetings } = deps;
  const service = createInvitationsService({
    config,
    clock,
    baseUrl: publicBaseUrl(config),
    invitations: repositories.invitations,
    meetings,
    users: auth.users,
    mail,
  });
  await app.register(invitationsRoutes, { service, guards: auth.guards });
  await app.register(calendarRoutes, { service, guards: auth.guards });
  registerReminders(app, services, { meetings, users: auth.users }, repositories);
  return service;
}
