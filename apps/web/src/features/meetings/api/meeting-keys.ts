import type { Envelope } from '@vm/contracts';
import type { z } from 'zod';
import { toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { loadContracts } from '#web/lib/contracts.ts';

type Contracts = Awaited<ReturnType<typeof loadContracts>>;

/** Query keys of the meetings feature; everything under `meetings` changes when a meeting does. */
export const meetingKeys = {
  all: ['meetings'] as const,
  list: (query: object) => ['meetings', 'list', query] as const,
  /** A filter's pages loaded one after another ('Show more'). */
  pages: (query: object) => ['meetings', 'pages', query] as const,
  /** Every meeting a filter matches (a calendar month, the live ones). */
  every: (query: object) => ['meetings', 'every', query] as const,
  detail: (ref: string) => ['meetings', 'detail', ref] as const,
  /** A series' occurrences; under `meetings`, so an edit or cancellation of one refreshes the list. */
  series: (seriesId: string) => ['meetings', 'series', seriesId] as const,
  /** Who came; under `meetings`, so ending the meeting refreshes it. */
  attendance: (id: string) => ['meetings', 'attendance', id] as const,
  stats: () => ['meetings', 'stats'] as const,
  activity: (limit: number) => ['meetings', 'activity', limit] as const,
  // Public meetings are cached apart: anyone may read them, and signing out keeps nothing private.
  public: () => ['public-meetings'] as const,
};

/**
 * The envelope's data, or a failure carrying the server's message: a success reply without data
 * is a failed call for the user (docs/product.md, 'Messages and toasts').
 */
export function dataOf<T>(reply: Envelope<T>): T {
  if (reply.data === null || reply.data === undefined) throw toErrorEnvelope(reply.message);
  return reply.data;
}

/**
 * The envelope's data checked against the contract (the same schema the server answers with), so a
 * reply of another shape fails as an error instead of breaking the page that reads it. The schemas
 * are picked from the contracts once the reply is here: a request never waits for their download.
 */
export async function parsedDataOf<S extends z.ZodType>(
  pick: (contracts: Contracts) => S,
  reply: Envelope<unknown>,
): Promise<z.output<S>> {
  const data = dataOf(reply);
  const parsed = pick(await loadContracts()).safeParse(data);
  if (!parsed.success) throw toErrorEnvelope(UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}
