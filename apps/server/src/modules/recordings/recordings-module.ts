import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '#server/app-types.ts';
import { publicBaseUrl } from '#server/lib/public-url.ts';
import type { AuthModule } from '../auth/auth-module';
import type { MeetingsService } from '../meetings/meetings-service';
import { createLocalRecordingStore } from './local-recording-store';
import type { RecordingStore } from './recording-store';
import { recordingsRoutes } from './recordings-routes';
import type { RecordingsRepository } from './recordings-repository';
import { createRecordingsService, type RecordingsService } from './recordings-service';

export interface RecordingsRepositories {
  recordings: RecordingsRepository;
}

/** Where composed recordings are kept: DATA_DIR/recordings (the raw tracks are in its `raw/`). */
export function recordingsRoot(dataDir: string): string {
  return path.join(dataDir, 'recordings');
}

/**
 * Cloud recording's store and API (issue 16): the list of a meeting's recordings, the file with
 * signed links and Range, deletion, and storage against the plan. Starting and stopping come later.
 */
export async function registerRecordings(
  app: FastifyInstance,
  services: AppServices,
  deps: { auth: AuthModule; meetings: MeetingsService },
  repositories: RecordingsRepositories,
  store: RecordingStore = createLocalRecordingStore(recordingsRoot(services.config.dataDir)),
): Promise<RecordingsService> {
  const { config, clock, secretKey } = services;
  const service = createRecordingsService({
    recordings: repositories.recordings,
    store,
    meetings: deps.meetings,
    users: deps.auth.users,
    clock,
    secretKey,
    baseUrl: publicBaseUrl(config),
    enterpriseStorageGb: config.enterpriseStorageGb,
  });
  app.decorate('recordings', service);
  await app.register(recordingsRoutes, { service, guards: deps.auth.guards });
  return service;
}
