import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookerBookingSchema,
  bookingCreatedSchema,
  bookingRequestBodySchema,
  bookingTokenParamsSchema,
  cancelBookingBodySchema,
  envelopeSchema,
  publicBookingParamsSchema,
  publicBookingTypeSchema,
  rescheduleBookingBodySchema,
  slotsQuerySchema,
  slotsReplySchema,
} from '@vm/contracts';
import { ok } from '#server/http/envelope.ts';
import { clientAddressKey } from '#server/lib/client-address-key.ts';
import type { BookingService } from './booking-service';

const tags = ['booking'];
const bookerReply = { 200: envelopeSchema(bookerBookingSchema) };

/**
 * The visitor's side of booking pages, without an account: the page, its free slots, booking, and
 * the booker's own booking by the token from their e-mail (view, move, cancel).
 */
export const publicBookingRoutes: FastifyPluginAsyncZod<{ service: BookingService }> = async (app, { service }) => {
  app.get(
    '/book/:handle/:slug',
    {
      schema: {
        summary: "A booking type as visitors see it: the host's name and initials, never their e-mail",
        tags,
        params: publicBookingParamsSchema,
        response: { 200: envelopeSchema(publicBookingTypeSchema) },
      },
    },
    async (request) => ok(await service.publicType(request.params.handle, request.params.slug)),
  );

  app.get(
    '/book/:handle/:slug/slots',
    {
      schema: {
        summary: 'Free slots between from and to (at most 62 days apart), as UTC instants',
        tags,
        params: publicBookingParamsSchema,
        querystring: slotsQuerySchema,
        response: { 200: envelopeSchema(slotsReplySchema) },
      },
    },
    async (request) => ok(await service.publicSlots(request.params.handle, request.params.slug, request.query)),
  );

  app.post(
    '/book/:handle/:slug/bookings',
    {
      schema: {
        summary: 'Book a free slot; 409 SLOT_TAKEN when it is no longer free',
        description:
          'Creates the meeting and invites the booker (already accepted): both sides get e-mails, the booker ' +
          'one with the calendar file and the links to join, move or cancel. The reply carries their token. ' +
          '`website` must stay empty. Rate-limited per client address and per e-mail address.',
        tags,
        params: publicBookingParamsSchema,
        body: bookingRequestBodySchema,
        response: { 201: envelopeSchema(bookingCreatedSchema) },
      },
    },
    async (request, reply) => {
      const address = clientAddressKey(request.ip) ?? request.ip;
      const created = await service.book(request.params.handle, request.params.slug, request.body, address);
      return reply.code(201).send(ok(created, 'Booked'));
    },
  );

  app.get(
    '/bookings/:token',
    {
      schema: {
        summary: 'Your booking, by the token from your e-mail',
        tags,
        params: bookingTokenParamsSchema,
        response: bookerReply,
      },
    },
    async (request) => ok(await service.bookerView(request.params.token)),
  );

  app.get(
    '/bookings/:token/join-url',
    {
      schema: {
        summary: 'Your room link for your booking: no account, no lobby, from 30 minutes before the start',
        description:
          "The booking's token opens its own meeting only, as the invitee of the booking's invitation; a " +
          'cancelled booking answers 409 BOOKING_CANCELLED (decision record 070).',
        tags,
        params: bookingTokenParamsSchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => ok(await service.joinUrl(request.params.token), 'Joining meeting...'),
  );

  app.post(
    '/bookings/:token/reschedule',
    {
      schema: {
        summary: 'Move your booking to another free slot; the calendar files are updated',
        tags,
        params: bookingTokenParamsSchema,
        body: rescheduleBookingBodySchema,
        response: bookerReply,
      },
    },
    async (request) => ok(await service.reschedule(request.params.token, request.body.start), 'Booking moved'),
  );

  app.post(
    '/bookings/:token/cancel',
    {
      // The reason is optional, and so is the body that carries it.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Cancel your booking; the host is told, your calendar gets the cancellation',
        tags,
        params: bookingTokenParamsSchema,
        body: cancelBookingBodySchema,
        response: bookerReply,
      },
    },
    async (request) => ok(await service.cancel(request.params.token, request.body.reason), 'Booking cancelled'),
  );
};
