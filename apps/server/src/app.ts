import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices, ModuleContext } from './app-types';
import type { Config } from './config';
import { openDatabase, type DatabaseOptions } from './db/database';
import { clientErrorHandler } from './http/client-error-handler';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body-parser';
import { DebugRequestLog, loggerOptions } from './http/logging';
import { routerErrorHandler } from './http/router-error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { systemClock, type Clock } from './lib/clock';
import { publicBaseUrl } from './lib/public-url';
import { resolveSecretKey } from './lib/secret-key';
import { registerAccount } from './modules/account/account-module';
import { registerAuth } from './modules/auth/auth-module';
import { registerBilling } from './modules/billing/billing-module';
import { createBookedMeetingLookup } from './modules/booking/booked-meeting-lookup';
import { createBookerMailExtras } from './modules/booking/booker-mail-extras';
import { createBookingHandleLookup } from './modules/booking/booking-handle-lookup';
import { registerBooking } from './modules/booking/booking-module';
import { createClusterModule } from './modules/cluster/cluster-module';
import { registerCluster } from './modules/cluster/register-cluster';
import { registerDocs } from './modules/docs/openapi';
import { createInvitationLookup } from './modules/invitations/invitation-lookup';
import { registerInvitations } from './modules/invitations/invitations-module';
import { registerMeetings } from './modules/meetings/meetings-module';
import { registerRecordings } from './modules/recordings/recordings-module';
import { registerRooms } from './modules/rooms/rooms-module';
import { registerHealth } from './modules/health/health-module';
import { registerInboundMail } from './modules/inbound-mail/inbound-mail-module';
import { HealthParts } from './modules/health/health-parts';
import { createMailModule } from './modules/mail/mail-module';
import { registerMail } from './modules/mail/register-mail';
import { createMetricsModule } from './modules/metrics/metrics-module';
import { registerMetrics } from './modules/metrics/register-metrics';
import { registerWebApp } from './modules/web/web-app';
import { createRepositories } from './repositories';

export interface BuildAppOptions {
  config: Config;
  clock?: Clock;
  database?: DatabaseOptions;
  /** Tests pass false or their own logger settings. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: main.ts listens, tests inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new DebugRequestLog(),
    // Only these proxies' X-Forwarded-For names the client (docs/decisions/049); none by default.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // Errors met before a request reaches a route still answer in the envelope.
    clientErrorHandler,
    frameworkErrors: routerErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  const database = openDatabase(config.database, options.database);
  app.addHook('onClose', async () => database.close());
  await database.migrate();
  const cluster = createClusterModule({ config, log: app.log });

  const secretKey = resolveSecretKey(config.secretKey, config.dataDir);
  const repositories = createRepositories(database);
  const metrics = createMetricsModule();
  const mail = createMailModule({
    config,
    outbox: repositories.mail.outbox,
    clock,
    log: app.log,
    nodeId: cluster.nodeId,
    metrics: metrics.registry,
  });
  const healthParts = new HealthParts();
  healthParts.register('mail', () => mail.health());
  const services: AppServices = { config, clock, database, mail, healthParts, secretKey, cluster, metrics };
  app.decorate('services', services);

  // Every module has one shape (docs/decisions/055): registerX(app, { services, repositories, uses }),
  // its own repositories and the modules it works through. Their order is the hooks' order: onReady
  // hooks run first-added first, onClose hooks last-added first, so Redis (cluster) closes after every
  // module that uses it and mail stops after those that send it, and the database closes last.
  const using = <Repositories, Uses>(own: Repositories, uses: Uses): ModuleContext<Repositories, Uses> => ({
    services,
    repositories: own,
    uses,
  });
  const none = using({}, {});
  await registerCluster(app, none);
  await registerSecurityHeaders(app, config);
  // Compresses API replies and the web app's files (the JavaScript shrinks to about a third).
  await app.register(compress, { threshold: 1024 });
  await registerDocs(app, none);
  await registerMail(app, none);
  // GET /guest/me says the booking handle; the booking module's lookup is built first, as invitationFor is.
  const bookingHandleOf = createBookingHandleLookup(repositories.booking.handles);
  const auth = await registerAuth(app, using(repositories.auth, { bookingHandleOf }));
  // Meetings ask invitations one question (who may join by invitation) and announce the rest as events.
  const invitationFor = createInvitationLookup(repositories.invitations.invitations);
  // The organizer's meeting replies say who booked a booked meeting: the booking module's lookup, built first.
  const bookedMeetings = createBookedMeetingLookup(repositories.booking.bookings);
  const meetings = await registerMeetings(app, using(repositories.meetings, { auth, invitationFor, bookedMeetings }));
  // A booked meeting's invitation e-mails carry the booker's links (decision record 070): asked, like invitationFor.
  const mailExtras = createBookerMailExtras(repositories.booking.bookings, secretKey, publicBaseUrl(config));
  const invitations = await registerInvitations(app, using(repositories.invitations, { auth, meetings, mailExtras }));
  // Calendar replies answer invitations through the invitations module, as the invitation page does.
  await registerInboundMail(app, using({}, { calendarReplies: invitations.calendarReplies }));
  // Booking pages create meetings and invitations through those modules' services.
  await registerBooking(app, using(repositories.booking, { auth, meetings, invitations }));
  const recordings = await registerRecordings(app, using(repositories.recordings, { auth, meetings }));
  const billing = await registerBilling(app, using(repositories.billing, { auth, meetings }));
  await registerAccount(
    app,
    using(repositories.account, {
      auth,
      meetings,
      invitations,
      recordings: recordings.service,
      billing: billing.service,
    }),
  );
  const rooms = await registerRooms(app, using({}, { meetings, recordings: recordings.control }));
  await registerHealth(app, using({}, { ownedRooms: () => rooms.ownedMeetingIds().length }));
  await registerMetrics(app, none);
  const spaFallback = await registerWebApp(app, none);
  registerNotFoundHandler(app, spaFallback);
  return app;
}
