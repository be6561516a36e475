import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RecordingStatus } from '@vm/contracts';
import { randomId } from '#server/lib/ids.ts';
import { createLocalRecordingStore } from '#server/modules/recordings/local-recording-store.ts';
import { videoKey } from '#server/modules/recordings/recording-store.ts';
import { recordingsRoot } from '#server/modules/recordings/recordings-module.ts';
import { createRecordingsRepository } from '#server/modules/recordings/recordings-repository.ts';

export interface SeededRecording {
  id: string;
  /** Where the local store keeps its file (none unless content was given). */
  filePath: string | undefined;
}

/** The app's recording store, as the recordings module builds it (DATA_DIR/recordings). */
export function appRecordingStore(app: FastifyInstance) {
  return createLocalRecordingStore(recordingsRoot(app.services.config.dataDir));
}

/**
 * A recording row written through the repository, and with `content` a file put through the
 * store as the processing job will: a few bytes stand in for the MP4 (nothing here decodes it).
 */
export async function seedRecording(
  app: FastifyInstance,
  input: {
    meetingId: string;
    organizerId: string;
    status?: RecordingStatus;
    content?: string | Buffer;
    startedAt?: string;
    durationSeconds?: number;
    /** What an unfinished recording's raw tracks took when last measured. */
    recordedBytes?: number;
  },
): Promise<SeededRecording> {
  const id = randomId();
  const startedAt = input.startedAt ?? new Date().toISOString();
  const status = input.status ?? 'ready';
  let key: string | null = null;
  let size: number | null = null;
  if (input.content !== undefined) {
    const temporary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vm-recording-')), 'composed.mp4');
    fs.writeFileSync(temporary, input.content);
    key = videoKey(id);
    size = await appRecordingStore(app).put(key, temporary);
    fs.rmSync(path.dirname(temporary), { recursive: true, force: true });
  }
  const finished = status === 'ready' || status === 'failed';
  await createRecordingsRepository(app.services.database.db).insert({
    id,
    meeting_id: input.meetingId,
    organizer_id: input.organizerId,
    status,
    started_at: startedAt,
    ended_at: finished ? new Date(Date.parse(startedAt) + (input.durationSeconds ?? 60) * 1000).toISOString() : null,
    duration_seconds: finished ? (input.durationSeconds ?? 60) : null,
    size_bytes: size,
    recorded_bytes: input.recordedBytes ?? null,
    file_path: key,
    raw_dir: null,
    error: status === 'failed' ? 'test failure' : null,
    created_at: startedAt,
    updated_at: startedAt,
  });
  return { id, filePath: key ? path.join(recordingsRoot(app.services.config.dataDir), key) : undefined };
}
