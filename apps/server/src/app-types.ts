import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Clock } from './lib/clock';
import type { HealthParts } from './modules/health/health-parts';
import type { MailModule } from './modules/mail/mail-module';
import type { MeetingsService } from './modules/meetings/meetings-service';

/**
 * What app.ts builds once and every module may use. Kept apart from app.ts, which imports the
 * modules: a module that imported app.ts for these types would close an import cycle.
 */
export interface AppServices {
  config: Config;
  clock: Clock;
  database: DatabaseHandle;
  mail: MailModule;
  healthParts: HealthParts;
  secretKey: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The meetings service, for tests and operator tasks that run its status job by hand. */
    meetings: MeetingsService;
  }
}
