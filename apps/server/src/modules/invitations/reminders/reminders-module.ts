import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { UsersService } from '../../auth/users-service';
import { repeatOnOneNode } from '../../cluster/periodic-job';
import type { MeetingsService } from '../../meetings/meetings-service';
import type { InvitationsRepository } from '../invitations-repository';
import type { RemindersRepository } from './reminders-repository';
import { createRemindersService, type RemindersService } from './reminders-service';

/**
 * Meeting reminders (decision record 035): a pass every REMINDER_POLL_MS on one node at a time. The
 * lease only saves work; the reminders table and the outbox ids keep a doubled pass from sending twice.
 */
export async function registerReminders(
  app: FastifyInstance,
  {
    services,
    repositories,
    uses: deps,
  }: ModuleContext<
    { invitations: InvitationsRepository; reminders: RemindersRepository },
    { meetings: MeetingsService; users: UsersService }
  >,
): Promise<RemindersService> {
  const { config, clock, mail, cluster } = services;
  const service = createRemindersService({
    clock,
    baseUrl: publicBaseUrl(config),
    meetings: deps.meetings,
    users: deps.users,
    mail,
    ...repositories,
  });
  app.decorate('reminders', service);
  repeatOnOneNode(app, cluster, {
    name: 'meeting-reminders',
    intervalMs: config.reminderPollMs,
    run: async () => {
      const queued = await service.run();
      if (queued > 0) app.log.info({ queued }, 'meeting reminders queued');
    },
    failure: 'meeting reminder pass failed',
  });
  return service;
}
