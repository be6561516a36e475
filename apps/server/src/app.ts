import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from './app-types';
import type { Config } from './config';
import { openDatabase, type DatabaseOptions } from './db/database';
import { clientErrorHandler } from './http/client-error-handler';
import { registerErrorHandler, registerNotFoundHandler } from './http/error-handler';
import { registerJsonBodyParser } from './http/json-body-parser';
import { DebugRequestLog, loggerOptions } from './http/logging';
import { registerNodeHeader } from './http/node-header';
import { routerErrorHandler } from './http/router-error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import { systemClock, type Clock } from './lib/clock';
import { resolveSecretKey } from './lib/secret-key';
import { registerAccount } from './modules/account/account-module';
import { registerAuth } from './modules/auth/auth-module';
import { registerBilling } from './modules/billing/billing-module';
import { createClusterModule } from './modules/cluster/cluster-module';
import { openApiRoute, registerOpenApi } from './modules/docs/openapi';
import { createInvitationLookup } from './modules/invitations/invitation-lookup';
import { registerInvitations } from './modules/invitations/invitations-module';
import { registerMeetings } from './modules/meetings/meetings-module';
import { registerRecordings } from './modules/recordings/recordings-module';
import { registerRooms } from './modules/rooms/rooms-module';
import { HealthParts } from './modules/health/health-parts';
import { healthRoutes } from './modules/health/health-routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox-routes';
import { createMailModule } from './modules/mail/mail-module';
import { createMetricsModule } from './modules/metrics/metrics-module';
import { metricsRoutes } from './modules/metrics/metrics-routes';
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
  // onClose hooks run last-added first: Redis closes after every module that uses it, before the database.
  app.addHook('onClose', async () => cluster.stop());
  registerNodeHeader(app, cluster.nodeId, config.operatorToken);

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
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());

  await registerSecurityHeaders(app, config);
  // Compresses API replies and the web app's files (the JavaScript shrinks to about a third).
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);
  await app.register(openApiRoute);
  // Each module gets its own repositories and the services of those it uses.
  const auth = await registerAuth(app, services, repositories.auth);
  // Meetings ask invitations one question (who may join by invitation) and announce the rest as events.
  const invitationFor = createInvitationLookup(repositories.invitations.invitations);
  const meetings = await registerMeetings(app, services, auth, repositories.meetings, invitationFor);
  const invitations = await registerInvitations(app, services, { auth, meetings }, repositories.invitations);
  const recordings = await registerRecordings(app, services, { auth, meetings }, repositories.recordings);
  const billing = await registerBilling(app, services, { auth, meetings }, repositories.billing);
  app.decorate('billing', billing);
  await registerAccount(
    app,
    services,
    { auth, meetings, invitations, recordings: recordings.service, billing: billing.service },
    repositories.account,
  );
  const rooms = await registerRooms(app, services, { meetings, recordings: recordings.control });
  await app.register(healthRoutes, {
    database,
    parts: healthParts,
    node: { id: cluster.nodeId, redis: () => cluster.redisStatus(), ownedRooms: () => rooms.ownedMeetingIds().length },
    operatorToken: config.operatorToken,
  });
  await app.register(metricsRoutes, { registry: metrics.registry, operatorToken: config.operatorToken });
  if (mail.devMailbox) await app.register(devMailboxRoutes, { mailbox: mail.devMailbox, port: config.port });

  const spaFallback = await registerWebApp(app, config.webDistDir);
  registerNotFoundHandler(app, spaFallback);
  return app;
}
