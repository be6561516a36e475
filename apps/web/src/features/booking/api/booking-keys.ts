import type { Envelope } from '@vm/contracts';
import type { z } from 'zod';
import { toErrorEnvelope, UNEXPECTED_ERROR_MESSAGE } from '#web/lib/api-client.ts';

/** Query keys of booking pages (docs/product.md, 'Booking pages'); signing out clears the host's with the rest. */
export const bookingKeys = {
  types: () => ['booking', 'types'] as const,
  availability: () => ['booking', 'availability'] as const,
  bookings: () => ['booking', 'bookings'] as const,
  publicType: (handle: string, slug: string) => ['booking', 'public', handle, slug] as const,
  slots: (handle: string, slug: string, from: string, to: string) =>
    ['booking', 'public', handle, slug, 'slots', from, to] as const,
  allSlots: (handle: string, slug: string) => ['booking', 'public', handle, slug, 'slots'] as const,
  booker: (token: string) => ['booking', 'booker', token] as const,
};

/** The envelope's data checked against its contract, so a reply of another shape fails as an error. */
export function dataOf<S extends z.ZodType>(schema: S, reply: Envelope<unknown>): z.output<S> {
  const parsed = schema.safeParse(reply.data);
  if (reply.data === null || !parsed.success) throw toErrorEnvelope(reply.message || UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}

export const enc = encodeURIComponent;
