import type { Envelope, ErrorEnvelope } from '@vm/contracts';
import type { z } from 'zod';
import { toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { loadContracts } from '#web/lib/contracts.ts';

type Contracts = Awaited<ReturnType<typeof loadContracts>>;

/** Query keys of the recordings feature; deleting a recording changes everything under `recordings`. */
export const recordingKeys = {
  all: ['recordings'] as const,
  meeting: (meetingId: string) => ['recordings', 'meeting', meetingId] as const,
  storage: () => ['recordings', 'storage'] as const,
};

/** While a recording is being written or composed, its list is asked again this often. */
export const IN_PROGRESS_REFRESH_MS = 5_000;

/**
 * Only a failed transport is worth retrying: a 404 or a refusal answers the same the next time, and
 * the storage line on the dashboard is not worth a burst of requests.
 */
export const retryTransient = (failures: number, error: ErrorEnvelope) =>
  failures < 3 && (error.code === 'NETWORK_ERROR' || error.code === 'CLIENT_TIMEOUT');

/**
 * The envelope's data checked against the contract the server answers with, so a reply of another
 * shape fails as an error instead of breaking the page. The schemas are picked once the reply is
 * here: the dashboard's request never waits for their download.
 */
export async function parsedDataOf<S extends z.ZodType>(
  pick: (contracts: Contracts) => S,
  reply: Envelope<unknown>,
): Promise<z.output<S>> {
  const parsed = pick(await loadContracts()).safeParse(reply.data);
  if (reply.data === null || reply.data === undefined || !parsed.success) {
    throw toErrorEnvelope(reply.message || UNEXPECTED_ERROR_MESSAGE);
  }
  return parsed.data;
}

export const meetingRecordingsPath = (meetingId: string) => `/meetings/${encodeURIComponent(meetingId)}/recordings`;
export const recordingPath = (id: string) => `/recordings/${encodeURIComponent(id)}`;
