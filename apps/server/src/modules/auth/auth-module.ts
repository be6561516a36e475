import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/app-types.ts';
import { createAuthGuards, type AuthGuards } from '#server/http/auth-guard.ts';
import { registerAccount } from '../account/account-module';
import { authRoutes } from './auth-routes';
import { createOtpService } from './otp-service';
import { createOtpStore } from './otp-store';
import { createSessionService, type SessionService } from './session-service';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository, type UsersRepository } from './users-repository';

const CLEANUP_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface AuthModule {
  guards: AuthGuards;
  users: UsersRepository;
  sessions: SessionService;
}

/** Guest sign-in with e-mailed codes: repositories, services, guards, routes and a clean-up job. */
export async function registerAuth(app: FastifyInstance, services: AppServices): Promise<AuthModule> {
  const { config, clock, database, mail, secretKey } = services;
  const users = createUsersRepository(database.db);
  const store = createOtpStore(database.db, database.dialect);
  const sessionRows = createSessionsRepository(database.db);
  const sessions = createSessionService({ sessions: sessionRows, clock, ttlDays: config.sessionTtlDays });
  const otp = createOtpService({
    config,
    clock,
    secretKey,
    store,
    users,
    mail,
    log: app.log.child({ module: 'auth' }),
  });
  const guards = createAuthGuards(sessions);

  app.decorateRequest('auth', null);
  await app.register(authRoutes, { config, clock, otp, sessions, users, guards });
  // The account page's calls use these codes and sessions; app.ts registers only this module.
  await registerAccount(app, services, { guards, users, sessions: sessionRows, otp });

  // Old codes and tries only matter for the hourly limits; ended sessions are kept a month for auditing.
  const cleanup = async () => {
    const now = clock.now().getTime();
    await store.failures.deleteCreatedBefore(new Date(now - DAY_MS).toISOString());
    await store.codes.deleteCreatedBefore(new Date(now - DAY_MS).toISOString());
    await sessionRows.deleteEndedBefore(new Date(now - 30 * DAY_MS).toISOString());
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

  return { guards, users, sessions };
}
