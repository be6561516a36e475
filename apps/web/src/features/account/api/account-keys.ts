import type { Envelope } from '@vm/contracts';
import type { z } from 'zod';
import { toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/** Query keys of the account page; signing out clears them with the rest of the cache. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  sessions: () => ['account', 'sessions'] as const,
  usage: () => ['account', 'usage'] as const,
};

/**
 * The envelope's data checked against the contract the server answers with, so a reply of another
 * shape fails as an error instead of breaking the page that reads it.
 */
export function parsedDataOf<S extends z.ZodType>(schema: S, reply: Envelope<unknown>): z.output<S> {
  const parsed = schema.safeParse(reply.data);
  if (reply.data === null || !parsed.success) throw toErrorEnvelope(reply.message || UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}
