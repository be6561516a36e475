import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { createAuthGuards, type AuthGuards } from '#server/http/auth-guard.ts';
import { authRoutes } from './auth-routes';
import type { BookingHandleLookup } from './auth-types';
import { deviceCookie } from './device-cookie';
import { createOtpService, type OtpService } from './otp-service';
import type { OtpStore } from './otp-store';
import { createSessionService, ENDED_SESSIONS_KEPT_DAYS, type SessionService } from './session-service';
import type { SessionsRepository } from './sessions-repository';
import type { UsersRepository } from './users-repository';
import { createUsersService, type UsersService } from './users-service';

const CLEANUP_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface AuthRepositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  otp: OtpStore;
}

/** What other modules use of auth: the guards and its services, never its repositories. */
export interface AuthModule {
  guards: AuthGuards;
  users: UsersService;
  sessions: SessionService;
  otp: OtpService;
}

/** Guest sign-in with e-mailed codes: services, guards, routes and a clean-up job. */
export async function registerAuth(
  app: FastifyInstance,
  { services, repositories, uses }: ModuleContext<AuthRepositories, { bookingHandleOf?: BookingHandleLookup }>,
): Promise<AuthModule> {
  const { config, clock, mail, secretKey } = services;
  const store = repositories.otp;
  const sessions = createSessionService({ sessions: repositories.sessions, clock, ttlDays: config.sessionTtlDays });
  const otp = createOtpService({
    config,
    clock,
    secretKey,
    store,
    users: repositories.users,
    mail,
    log: app.log.child({ module: 'auth' }),
    devices: { trusts: (token, email) => sessions.trustsDevice(token, email) },
  });
  const guards = createAuthGuards(sessions);
  const users = createUsersService(repositories.users);

  app.decorateRequest('auth', null);
  await app.register(fastifyCookie);
  // The device cookie is remembered through its sessions: they live SESSION_TTL_DAYS and are kept after.
  const cookie = deviceCookie(config, config.sessionTtlDays + ENDED_SESSIONS_KEPT_DAYS);
  await registerApiRoutes(app, authRoutes, {
    config,
    clock,
    otp,
    sessions,
    users,
    guards,
    deviceCookie: cookie,
    bookingHandleOf: uses.bookingHandleOf ?? (async () => null),
  });

  // Codes and tries only matter for the limits of the last day; ended sessions are kept a month for
  // auditing, and they remember which browsers signed in (the device cookie).
  const cleanup = async () => {
    const now = clock.now().getTime();
    await store.failures.deleteCreatedBefore(new Date(now - DAY_MS).toISOString());
    await store.codes.deleteCreatedBefore(new Date(now - DAY_MS).toISOString());
    await repositories.sessions.deleteEndedBefore(new Date(now - ENDED_SESSIONS_KEPT_DAYS * DAY_MS).toISOString());
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => cleanup().catch((error) => app.log.error({ err: error }, 'auth clean-up failed')),
      CLEANUP_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return { guards, users, sessions, otp };
}
