import type { Recording } from '@vm/contracts';

const MB = 1024 * 1024;

/**
 * A ready recording as the API returns it, with a signed link of the server's shape. Only for tests;
 * typed by the contract so a change of shape fails the type check.
 */
export function recordingFixture(overrides: Partial<Recording> = {}): Recording {
  const id = overrides.id ?? 'r1';
  return {
    id,
    meetingId: 'm_9',
    status: 'ready',
    startedAt: '2030-03-10T10:00:00.000Z',
    endedAt: '2030-03-10T11:02:05.000Z',
    durationSeconds: 3725,
    sizeBytes: Math.round(12.4 * MB),
    downloadUrl: `/api/VideoMeeting/recordings/${id}/file?exp=1900000000000&session=${'b'.repeat(32)}&sig=${'a'.repeat(64)}`,
    ...overrides,
  };
}

/** One still being composed: no length, size or link yet. */
export const processingRecording = (overrides: Partial<Recording> = {}) =>
  recordingFixture({ status: 'processing', durationSeconds: null, sizeBytes: null, downloadUrl: null, ...overrides });
