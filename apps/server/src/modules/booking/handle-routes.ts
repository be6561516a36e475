import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingHandleBodySchema,
  bookingHandleCheckQuerySchema,
  bookingHandleCheckReplySchema,
  bookingHandleReplySchema,
  envelopeSchema,
} from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { RateLimit } from '#server/lib/rate-limit.ts';
import type { BookingService } from './booking-service';

const tags = ['booking'];
const security = [{ bearer: [] }];
const handleReply = { 200: envelopeSchema(bookingHandleReplySchema) };
const TOO_MANY = 'Too many handle checks or changes in a short time. Please wait a moment.';

interface HandleRoutesOptions {
  service: BookingService;
  guards: AuthGuards;
  clock: Clock;
  /** Checks as the host types, and changes, per account and minute (on all nodes together). */
  checks: RateLimit;
  changes: RateLimit;
}

/**
 * The host's booking handle (docs/product.md, 'Booking pages'; decision record 070): read it, check
 * one as it is typed, change it. The old one leads to the new for 90 days.
 */
export const handleRoutes: FastifyPluginAsyncZod<HandleRoutesOptions> = async (app, options) => {
  const { service, guards, clock } = options;
  const limited = (limit: RateLimit) => async (request: Parameters<typeof currentUser>[0]) => {
    const taken = await limit.take(currentUser(request).id, clock.now().getTime());
    if (!taken.allowed) throw AppError.tooManyRequests('TOO_MANY_HANDLE_CHECKS', TOO_MANY, taken.retryAfterSeconds);
  };

  app.get(
    '/booking-handle',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Your booking handle, `/book/{handle}/...` (made from your name the first time)',
        tags,
        security,
        response: handleReply,
      },
    },
    async (request) => ok(await service.handle(currentUser(request))),
  );

  app.put(
    '/booking-handle',
    {
      onRequest: guards.required,
      preHandler: limited(options.changes),
      schema: {
        summary: 'Change your booking handle; 409 BOOKING_HANDLE_TAKEN when someone holds it',
        description:
          'The old handle keeps leading to your pages for 90 days (the public calls under it answer with ' +
          'the new `handle`) and nobody else may take it meanwhile. 3-30 of [a-z0-9-], no reserved word.',
        tags,
        security,
        body: bookingHandleBodySchema,
        response: handleReply,
      },
    },
    async (request) => ok(await service.changeHandle(currentUser(request), request.body.handle), 'Handle saved'),
  );

  app.get(
    '/booking-handle/check',
    {
      onRequest: guards.required,
      preHandler: limited(options.checks),
      schema: {
        summary: 'Whether you could take this handle now (yours counts as available); rate-limited',
        tags,
        security,
        querystring: bookingHandleCheckQuerySchema,
        response: { 200: envelopeSchema(bookingHandleCheckReplySchema) },
      },
    },
    async (request) => ok({ available: await service.handleAvailable(currentUser(request), request.query.handle) }),
  );
};
