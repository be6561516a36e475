import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '#server/app-types.ts';
import { registerApiRoutes } from '#server/http/api-routes.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import { asMeetingId } from '../meetings/meeting-ids';
import type { MeetingsService } from '../meetings/meetings-service';
import { createRecordingJobs } from './jobs/recording-jobs';
import { createLocalRecordingStore } from './local-recording-store';
import { createRecordingControl, type RecordingControl } from './recording-control';
import { recordingControlRoutes } from './recording-control-routes';
import { createRecordingStorage } from './recording-storage';
import type { RecordingStore } from './recording-store';
import { recordingsRoutes } from './recordings-routes';
import type { RecordingsRepository } from './recordings-repository';
import { createRecordingsService, type RecordingsService } from './recordings-service';
import type { StorageLock } from './storage-lock';

export interface RecordingsRepositories {
  recordings: RecordingsRepository;
  /** One organizer's storage decisions one at a time, across nodes (storage-lock.ts). */
  storageLock: StorageLock;
}

/** Where composed recordings are kept: DATA_DIR/recordings (the raw tracks are in its `raw/`). */
export function recordingsRoot(dataDir: string): string {
  return path.join(dataDir, 'recordings');
}

/** A recording whose room said nothing for this long was lost with its node (rooms say it every 15 s). */
const UNVOUCHED_MS = 60_000;
/** How often recordings lost with their node are looked for. */
const RECOVERY_SWEEP_MS = 30_000;

/**
 * Cloud recording (docs/product.md, 'Recordings'): starting and stopping (recording-control.ts, with the rooms plugged in
 * later through `control.useRooms`), processing (jobs/), the list of a meeting's recordings, the file
 * with signed links and Range, deletion, and storage against the plan.
 */
export async function registerRecordings(
  app: FastifyInstance,
  {
    services,
    repositories,
    uses: deps,
  }: ModuleContext<RecordingsRepositories, { auth: AuthModule; meetings: MeetingsService }>,
): Promise<{ service: RecordingsService; control: RecordingControl }> {
  const { config, clock, secretKey } = services;
  const store: RecordingStore = createLocalRecordingStore(recordingsRoot(config.dataDir));
  const log = app.log.child({ module: 'recordings' });
  const processing = createRecordingJobs({
    db: services.database.db,
    dialect: services.database.dialect,
    recordings: repositories.recordings,
    store,
    mail: services.mail,
    // A deleted account gets no e-mail (its address is anonymised anyway).
    organizerOf: async (userId) => {
      const user = await deps.auth.users.findById(userId);
      return user && !user.deleted_at ? { email: user.email, name: user.name, locale: user.locale } : undefined;
    },
    meetingOf: (meetingId) => deps.meetings.findById(asMeetingId(meetingId)),
    clock,
    log,
    nodeId: services.cluster.nodeId,
    baseUrl: publicBaseUrl(config),
    settings: config.recordings,
    alone: services.cluster.redis === undefined,
  });
  const storage = createRecordingStorage({
    recordings: repositories.recordings,
    lock: repositories.storageLock,
    users: deps.auth.users,
    enterpriseStorageGb: config.enterpriseStorageGb,
  });
  const service = createRecordingsService({
    processing,
    recordings: repositories.recordings,
    store,
    storage,
    meetings: deps.meetings,
    sessions: deps.auth.sessions,
    clock,
    secretKey,
    baseUrl: publicBaseUrl(config),
  });
  const control = createRecordingControl({
    recordings: repositories.recordings,
    storage,
    meetings: deps.meetings,
    processing,
    clock,
    secretKey,
    log,
    unvouchedMs: UNVOUCHED_MS,
  });
  app.decorate('recordings', service);
  app.decorate('recordingControl', control);
  // Thirty days after the organizer deleted the meeting (docs/product.md, 'Deleting meetings').
  deps.meetings.events.on('meeting.purged', async ({ meetingId }) => {
    await service.deleteAllOfMeeting(meetingId);
  });
  await registerApiRoutes(app, recordingsRoutes, { service, guards: deps.auth.guards });
  await registerApiRoutes(app, recordingControlRoutes, { control, guards: deps.auth.guards });
  let sweep: NodeJS.Timeout | undefined;
  const recover = () =>
    void control
      .recoverUnvouched()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not recover recordings lost with their node'));
  app.addHook('onReady', async () => {
    processing.start();
    recover();
    sweep = setInterval(recover, RECOVERY_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await processing.stop();
  });
  return { service, control };
}
