import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, meetingRefParamsSchema, roomLinkSchema } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { ok } from '#server/http/envelope.ts';
import { clientAddressKey } from '#server/lib/client-address-key.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { RateLimit } from '#server/lib/rate-limit.ts';
import { base, tags } from './meetings-routes';
import type { MeetingsService } from './meetings-service';

export const TOO_MANY_ROOM_LOOKUPS = 'Too many meeting links opened from your network. Please wait and try again.';

export interface RoomLinkRouteOptions {
  service: MeetingsService;
  clock: Clock;
  /** Room link look-ups per client address and minute (ROOM_LOOKUPS_PER_IP_MINUTE), on all nodes together. */
  roomLookupLimit: RateLimit;
}

/**
 * What a room link opens now (docs/product.md, 'Recurring meetings'; decision record 057): the room
 * page asks it before anything else, signed in or not. Like guest join, a hit tells a stranger that a
 * code exists, so it is limited per address, hits and misses alike.
 */
export const roomLinkRoutes: FastifyPluginAsyncZod<RoomLinkRouteOptions> = async (
  app,
  { service, clock, roomLookupLimit },
) => {
  app.get(
    `${base}/:id/room`,
    {
      schema: {
        summary: 'What a room link opens now: a meeting code, or a series code (no sign-in)',
        description:
          'A meeting code (or id) answers `open` with its meeting. A series code answers the occurrence that ' +
          'is live, else the next one whose join window is open (30 minutes before its start), as `open`; ' +
          '`not-open-yet` with the next occurrence while its window has not opened; `over` when none is left ' +
          '(cancelled occurrences are skipped). Public fields only: no invitees, no organizer e-mail.',
        tags,
        params: meetingRefParamsSchema,
        response: { 200: envelopeSchema(roomLinkSchema) },
      },
      onRequest: async (request) => {
        // Per IPv4 address or IPv6 /64 (decision record 007): one network's addresses share a budget.
        const taken = await roomLookupLimit.take(clientAddressKey(request.ip) ?? request.ip, clock.now().getTime());
        if (!taken.allowed)
          throw AppError.tooManyRequests('TOO_MANY_ROOM_LOOKUPS', TOO_MANY_ROOM_LOOKUPS, taken.retryAfterSeconds);
      },
    },
    async (request) => ok(await service.roomLink(request.params.id)),
  );
};
