import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { Clock } from './lib/clock';
import type { BillingModule } from './modules/billing/billing-types';
import type { ClusterModule } from './modules/cluster/cluster-module';
import type { HealthParts } from './modules/health/health-parts';
import type { InboundMailModule } from './modules/inbound-mail/inbound-mail-types';
import type { RemindersService } from './modules/invitations/reminders/reminders-service';
import type { MailModule } from './modules/mail/mail-module';
import type { MeetingsService } from './modules/meetings/meetings-service';
import type { MetricsModule } from './modules/metrics/metrics-module';
import type { RecordingControl } from './modules/recordings/recording-control';
import type { RecordingsService } from './modules/recordings/recordings-service';

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
  /** This node's id, its Redis link (with REDIS_URL), shared rate limits and leased background jobs. */
  cluster: ClusterModule;
  /** The Prometheus registry /metrics serves; modules add their collectors (modules/metrics/README.md). */
  metrics: MetricsModule;
}

/**
 * The one shape of a module (docs/decisions/055): `registerX(app, context): Promise<XModule>` builds
 * the module's services on its repositories and on the modules it uses, registers its routes (those
 * under the API with `registerApiRoutes`), its jobs (onReady/onClose hooks, `repeatOnOneNode`) and its
 * event handlers, and returns what other modules may use. app.ts calls them in order.
 */
export interface ModuleContext<Repositories = object, Uses = object> {
  services: AppServices;
  /** The module's own tables (repositories.ts builds them), never another module's. */
  repositories: Repositories;
  /** The other modules it works through: their services and guards, never their repositories. */
  uses: Uses;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The meetings service, for tests and operator tasks that run its status job by hand. */
    meetings: MeetingsService;
    /** Meeting reminders, for tests that run the reminder pass by hand. */
    reminders: RemindersService;
    /** The recordings service, for tests and for the recording start that asks it about storage. */
    recordings: RecordingsService;
    /** Starting and stopping recordings, for tests that run its recovery sweep by hand. */
    recordingControl: RecordingControl;
    /** Buying Pro: the service, the webhook's address, and the test checkout's local Stripe server. */
    billing: BillingModule;
    /** The calendar replies' SMTP listener, for tests that send to its port. */
    inboundMail: InboundMailModule;
  }
}
