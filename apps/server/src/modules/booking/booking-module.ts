import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { createOutboundFetch } from '#server/lib/outbound-fetch.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import type { InvitationsService } from '../invitations/invitations-service';
import { repeatOnOneNode } from '../cluster/periodic-job';
import type { MeetingsService } from '../meetings/meetings-service';
import type { AvailabilityRepository } from './availability-repository';
import type { BookingLock } from './booking-lock';
import { bookingRoutes } from './booking-routes';
import { createBookingService, type BookingService } from './booking-service';
import { handleRoutes } from './handle-routes';
import type { BookingTypesRepository } from './booking-types-repository';
import type { BookingsRepository } from './bookings-repository';
import type { FeedsRepository } from './feeds/feeds-repository';
import type { HandlesRepository } from './handles-repository';
import { publicBookingRoutes } from './public-booking-routes';

export interface BookingRepositories {
  handles: HandlesRepository;
  types: BookingTypesRepository;
  availability: AvailabilityRepository;
  bookings: BookingsRepository;
  lock: BookingLock;
  feeds: FeedsRepository;
}

/** Bookings a visitor may make per minute, from one client address and for one e-mail address. */
const BOOKINGS_PER_ADDRESS_MINUTE = 10;
const BOOKINGS_PER_EMAIL_MINUTE = 5;
/** Handle checks as the host types, and handle changes, per account and minute (decision record 070). */
const HANDLE_CHECKS_PER_MINUTE = 60;
const HANDLE_CHANGES_PER_MINUTE = 5;

/**
 * Booking pages (docs/product.md, 'Booking pages'; decision record 066): booking types, availability,
 * free slots and bookings, which create meetings and invitations through those modules' services.
 */
export async function registerBooking(
  app: FastifyInstance,
  context: ModuleContext<
    BookingRepositories,
    { auth: AuthModule; meetings: MeetingsService; invitations: InvitationsService }
  >,
): Promise<BookingService> {
  const { services, repositories, uses } = context;
  const { config, clock, mail, cluster, secretKey } = services;
  // Calendar feeds are read through the guarded reader (decision record 069): FETCH_TIMEOUT_SECONDS, 5 MB, 5 redirects.
  const fetchFeed = createOutboundFetch({
    allowPrivateAddresses: config.fetchAllowPrivateAddresses,
    timeoutMs: config.fetchTimeoutMs,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
    accept: 'text/calendar, */*;q=0.5',
  });
  app.addHook('onClose', async () => fetchFeed.close());
  const service = createBookingService({
    ...repositories,
    meetings: uses.meetings,
    invitations: uses.invitations,
    users: uses.auth.users,
    mail,
    clock,
    secretKey,
    baseUrl: publicBaseUrl(config),
    perAddress: cluster.rateLimit('booking-addresses', BOOKINGS_PER_ADDRESS_MINUTE),
    perEmail: cluster.rateLimit('booking-emails', BOOKINGS_PER_EMAIL_MINUTE),
    fetchFeed,
    log: app.log.child({ module: 'booking' }),
  });
  repeatOnOneNode(app, cluster, {
    name: 'booking-feeds',
    intervalMs: config.bookingFeedRefreshMs,
    run: () => service.refreshFeeds(config.bookingFeedRefreshMs),
    failure: 'calendar feed refresh failed',
  });
  await registerApiRoutes(app, bookingRoutes, { service, guards: uses.auth.guards });
  await registerApiRoutes(app, publicBookingRoutes, { service });
  await registerApiRoutes(app, handleRoutes, {
    service,
    guards: uses.auth.guards,
    clock,
    checks: cluster.rateLimit('booking-handle-checks', HANDLE_CHECKS_PER_MINUTE),
    changes: cluster.rateLimit('booking-handle-changes', HANDLE_CHANGES_PER_MINUTE),
  });
  return service;
}
