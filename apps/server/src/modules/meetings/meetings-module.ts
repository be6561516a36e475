import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import { repeatOnOneNode } from '../cluster/periodic-job';
import type { AttendanceRepository } from './attendance/attendance-repository';
import type { MeetingEventsRepository } from './meeting-events-repository';
import type { MeetingJournalRepository } from './meeting-journal-repository';
import type { MeetingsRepository } from './meetings-repository';
import { attendanceRoutes } from './attendance/attendance-routes';
import { meetingLifecycleRoutes } from './meeting-lifecycle-routes';
import { meetingsRoutes } from './meetings-routes';
import { roomLinkRoutes } from './room-link-routes';
import { createMeetingsService, type MeetingsService } from './meetings-service';
import type { SeriesRepository } from './series/series-repository';
import type { BookedMeetingLookup, InvitationLookup } from './use-cases/meetings-context';

export interface MeetingsRepositories {
  meetings: MeetingsRepository;
  events: MeetingEventsRepository;
  attendance: AttendanceRepository;
  series: SeriesRepository;
  journal: MeetingJournalRepository;
}

/** What meetings use of other modules: auth's guards, and who may join by invitation. */
export interface MeetingsUses {
  auth: AuthModule;
  invitationFor?: InvitationLookup;
  bookedMeetings?: BookedMeetingLookup;
}

/** Meetings: service, routes, and the job that keeps statuses true as time passes. */
export async function registerMeetings(
  app: FastifyInstance,
  { services, repositories, uses }: ModuleContext<MeetingsRepositories, MeetingsUses>,
): Promise<MeetingsService> {
  const { auth, invitationFor, bookedMeetings } = uses;
  const { config, clock, secretKey, cluster } = services;
  const { events: activity, ...rest } = repositories;
  const service = createMeetingsService({
    ...rest,
    activity,
    invitationFor,
    bookedMeetings,
    clock,
    secretKey,
    baseUrl: publicBaseUrl(config),
    lobbyLimit: cluster.rateLimit('lobby-requests', config.lobbyRequestsPerMeetingMinute),
  });
  app.decorate('meetings', service);
  await registerApiRoutes(app, meetingsRoutes, {
    service,
    guards: auth.guards,
    clock,
    guestJoinLimit: cluster.rateLimit('guest-joins', config.guestJoinsPerIpMinute),
  });
  await registerApiRoutes(app, meetingLifecycleRoutes, { service, guards: auth.guards });
  await registerApiRoutes(app, roomLinkRoutes, {
    service,
    clock,
    roomLookupLimit: cluster.rateLimit('room-lookups', config.roomLookupsPerIpMinute),
  });
  await registerApiRoutes(app, attendanceRoutes, { service, guards: auth.guards });

  // One node sweeps at a time (with Redis; decision record 027). Each ending is a conditional update
  // that only one sweep can win, so a double run would do no harm, only double the reads.
  repeatOnOneNode(app, cluster, {
    name: 'meeting-sweep',
    intervalMs: config.meetingSweepMs,
    run: async () => {
      // First what a crash left undelivered (decision record 054), then the statuses.
      const { failed } = await service.redeliver();
      if (failed > 0) app.log.warn({ failed }, 'meeting events could not be delivered again; retried next pass');
      await service.sweep();
    },
    failure: 'meeting status sweep failed',
  });
  return service;
}
