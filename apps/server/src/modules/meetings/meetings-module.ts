import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/app-types.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import type { MeetingEventsRepository } from './meeting-events-repository';
import type { MeetingsRepository } from './meetings-repository';
import { meetingsRoutes } from './meetings-routes';
import { createMeetingsService, type MeetingsService } from './meetings-service';

export interface MeetingsRepositories {
  meetings: MeetingsRepository;
  events: MeetingEventsRepository;
}

/** Meetings: service, routes, and the job that keeps statuses true as time passes. */
export async function registerMeetings(
  app: FastifyInstance,
  services: AppServices,
  auth: AuthModule,
  repositories: MeetingsRepositories,
): Promise<MeetingsService> {
  const { config, clock, secretKey } = services;
  const service = createMeetingsService({
    ...repositories,
    clock,
    secretKey,
    baseUrl: publicBaseUrl(config),
    lobbyRequestsPerMinute: config.lobbyRequestsPerMeetingMinute,
  });
  app.decorate('meetings', service);
  await app.register(meetingsRoutes, {
    service,
    guards: auth.guards,
    clock,
    guestJoinsPerMinute: config.guestJoinsPerIpMinute,
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const sweep = () => service.sweep().catch((error) => app.log.error({ err: error }, 'meeting status sweep failed'));
    void sweep();
    timer = setInterval(sweep, config.meetingSweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
  return service;
}
