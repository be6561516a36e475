import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityBodySchema,
  availabilityReplySchema,
  bookingSchema,
  bookingTypeParamsSchema,
  bookingTypeSchema,
  createBookingTypeBodySchema,
  envelopeSchema,
  updateBookingTypeBodySchema,
} from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import type { BookingService } from './booking-service';

const tags = ['booking'];
const security = [{ bearer: [] }];
const typeReply = { 200: envelopeSchema(bookingTypeSchema) };

/** The host's side of booking pages: booking types, availability and the bookings made. */
export const bookingRoutes: FastifyPluginAsyncZod<{ service: BookingService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.get(
    '/booking-types',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Your booking types, each with its public link',
        tags,
        security,
        response: { 200: envelopeSchema(z.array(bookingTypeSchema)) },
      },
    },
    async (request) => ok(await service.listTypes(currentUser(request))),
  );

  app.post(
    '/booking-types',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Make a booking type (its length within your plan, its link unique among yours)',
        tags,
        security,
        body: createBookingTypeBodySchema,
        response: { 201: envelopeSchema(bookingTypeSchema) },
      },
    },
    async (request, reply) => {
      const created = await service.createType(currentUser(request), request.body);
      return reply.code(201).send(ok(created, 'Booking type created'));
    },
  );

  app.get(
    '/booking-types/:id',
    {
      onRequest: guards.required,
      schema: {
        summary: 'One of your booking types',
        tags,
        security,
        params: bookingTypeParamsSchema,
        response: typeReply,
      },
    },
    async (request) => ok(await service.getType(currentUser(request), request.params.id)),
  );

  app.patch(
    '/booking-types/:id',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Change a booking type; what the body leaves out keeps its value',
        tags,
        security,
        params: bookingTypeParamsSchema,
        body: updateBookingTypeBodySchema,
        response: typeReply,
      },
    },
    async (request) =>
      ok(await service.updateType(currentUser(request), request.params.id, request.body), 'Booking type saved'),
  );

  app.delete(
    '/booking-types/:id',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Delete a booking type: its page goes, its bookings and their meetings stay',
        tags,
        security,
        params: bookingTypeParamsSchema,
        response: typeReply,
      },
    },
    async (request) => ok(await service.deleteType(currentUser(request), request.params.id), 'Booking type deleted'),
  );

  app.get(
    '/availability',
    {
      onRequest: guards.required,
      schema: {
        summary:
          'Your weekly hours, dates off, booking rules and calendar feeds (weekdays 09:00-17:00 until you save your own)',
        tags,
        security,
        response: { 200: envelopeSchema(availabilityReplySchema) },
      },
    },
    async (request) => ok(await service.getAvailability(currentUser(request))),
  );

  app.put(
    '/availability',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Save your availability, written in your own time zone, and your calendar feeds',
        description:
          '`feeds` lists your external calendars (iCalendar addresses): `{ id }` keeps one you have, `{ url }` adds ' +
          'one, which is read at once; a calendar left off the list is removed, and without `feeds` they stay. ' +
          'Their events are busy times. The reply shows each address masked, with its last read and error.',
        tags,
        security,
        body: availabilityBodySchema,
        response: { 200: envelopeSchema(availabilityReplySchema) },
      },
    },
    async (request) => ok(await service.saveAvailability(currentUser(request), request.body), 'Availability saved'),
  );

  app.get(
    '/bookings',
    {
      onRequest: guards.required,
      schema: {
        summary: 'The bookings visitors made with you, soonest first, with their answers',
        tags,
        security,
        response: { 200: envelopeSchema(z.array(bookingSchema)) },
      },
    },
    async (request) => ok(await service.bookings(currentUser(request))),
  );
};
