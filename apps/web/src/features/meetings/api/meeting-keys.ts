import type { Envelope } from '@vm/contracts';
import type { z } from 'zod';
import { toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/** Query keys of the meetings feature; everything under `meetings` changes when a meeting does. */
export const meetingKeys = {
  all: ['meetings'] as const,
  list: (query: object) => ['meetings', 'list', query] as const,
  /** A filter's pages loaded one after another ('Show more'). */
  pages: (query: object) => ['meetings', 'pages', query] as const,
  /** Every meeting a filter matches (a calendar month, the live ones). */
  every: (query: object) => ['meetings', 'every', query] as const,
  detail: (ref: string) => ['meetings', 'detail', ref] as const,
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
 * reply of another shape fails as an error instead of breaking the page that reads it.
 */
export function parsedDataOf<S extends z.ZodType>(schema: S, reply: Envelope<unknown>): z.output<S> {
  const parsed = schema.safeParse(dataOf(reply));
  if (!parsed.success) throw toErrorEnvelope(UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}
