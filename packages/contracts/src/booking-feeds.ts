import { z } from 'zod';
import { utcInstantSchema } from './common';

/**
 * A host's external calendars on booking pages (docs/product.md, 'Booking pages'; decision record 069):
 * the secret iCalendar address Google Calendar or Outlook offers. Its events are busy times. The
 * address is a secret: the server never sends it back, only `maskedUrl` (scheme, host and `…`).
 */
export const CALENDAR_FEED_LIMITS = { feedsMax: 5, urlMax: 2000 } as const;

/** A feed address: http, https or webcal (read as https), at most 2000 characters. */
export const calendarFeedUrlSchema = z
  .string()
  .trim()
  .max(CALENDAR_FEED_LIMITS.urlMax, { error: `Must be at most ${CALENDAR_FEED_LIMITS.urlMax} characters` })
  .refine(
    (text) => {
      try {
        const url = new URL(text);
        return ['http:', 'https:', 'webcal:'].includes(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'Must be a calendar address starting with https://, http:// or webcal://' },
  );

/** In `PUT /availability`: `{ id }` keeps a feed the host has (no need to send its secret again), `{ url }` adds one. */
export const calendarFeedInputSchema = z.union([
  z.strictObject({ id: z.string().trim().min(1).max(64) }),
  z.strictObject({ url: calendarFeedUrlSchema }),
]);
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;

/** Why the last read of a feed failed; its busy times are then those of the last good read. */
export const CALENDAR_FEED_ERRORS = [
  'FEED_TIMEOUT',
  'FEED_TOO_LARGE',
  'FEED_ADDRESS_NOT_ALLOWED',
  'FEED_UNREACHABLE',
  'FEED_HTTP_ERROR',
  'FEED_NOT_CALENDAR',
] as const;
export const calendarFeedErrorSchema = z.enum(CALENDAR_FEED_ERRORS);
export type CalendarFeedError = z.infer<typeof calendarFeedErrorSchema>;

/** A feed as its host sees it: never the address itself. */
export const calendarFeedSchema = z.object({
  id: z.string(),
  /** Scheme and host, then `…`: `https://calendar.google.com/…`. */
  maskedUrl: z.string(),
  /** The last successful read; null until the first one. */
  lastReadAt: utcInstantSchema.nullable(),
  /** Why the last read failed; null when it succeeded. */
  lastError: calendarFeedErrorSchema.nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
