import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import type { MeetingsService } from '../meetings/meetings-service';
import type { InvitationMailExtrasLookup } from './invitation-extras';
import type { InvitationsRepository } from './invitations-repository';
import { calendarRoutes } from './calendar-routes';
import { invitationsRoutes } from './invitations-routes';
import { createInvitationsService, type InvitationsService } from './invitations-service';
import type { RemindersRepository } from './reminders/reminders-repository';
import type { ReplyTokensRepository } from './reply-tokens-repository';
import { registerReminders } from './reminders/reminders-module';

export interface InvitationsRepositories {
  invitations: InvitationsRepository;
  reminders: RemindersRepository;
  replyTokens: ReplyTokensRepository;
}

/**
 * Invitations: e-mail with calendar, answers, cancellation, calendar updates when a meeting moves,
 * and the reminders before it. It follows meetings through their events (meeting-reactions.ts,
 * subscribed when the service is built); the meetings module never calls it.
 */
export async function registerInvitations(
  app: FastifyInstance,
  context: ModuleContext<
    InvitationsRepositories,
    { auth: AuthModule; meetings: MeetingsService; mailExtras?: InvitationMailExtrasLookup }
  >,
): Promise<InvitationsService> {
  const { services, repositories } = context;
  const { config, clock, mail, secretKey } = services;
  const { auth, meetings } = context.uses;
  const service = createInvitationsService({
    config,
    clock,
    baseUrl: publicBaseUrl(config),
    invitations: repositories.invitations,
    meetings,
    users: auth.users,
    mail,
    secretKey,
    replyTokens: repositories.replyTokens,
    mailExtras: context.uses.mailExtras,
  });
  await registerApiRoutes(app, invitationsRoutes, { service, guards: auth.guards });
  await registerApiRoutes(app, calendarRoutes, { service, guards: auth.guards });
  await registerReminders(app, { services, repositories, uses: { meetings, users: auth.users } });
  return service;
}
