import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityQuerySchema,
  createMeetingBodySchema,
  envelopeSchema,
  joinMeetingBodySchema,
  joinUrlQuerySchema,
  meetingActivitySchema,
  meetingListQuerySchema,
  meetingRefParamsSchema,
  meetingSchema,
  meetingStatsSchema,
  pagedEnvelopeSchema,
  publicMeetingSchema,
  seriesParamsSchema,
  updateMeetingBodySchema,
} from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { AppError } from '#server/http/app-error.ts';
import { ok, paged } from '#server/http/envelope.ts';
import { clientAddressKey } from '#server/lib/client-address-key.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { RateLimit } from '#server/lib/rate-limit.ts';
import type { MeetingsService } from './meetings-service';

/** What every meetings route shares (meeting-lifecycle-routes.ts too). */
export const base = '/meetings';
export const tags = ['meetings'];
export const security = [{ bearer: [] }];
export const meetingReply = { 200: envelopeSchema(meetingSchema) };

export const TOO_MANY_JOINS = 'Too many attempts to join meetings from your network. Please wait and try again.';

export interface MeetingsRouteOptions {
  service: MeetingsService;
  guards: AuthGuards;
  clock: Clock;
  /** Guest joins per client address and minute (GUEST_JOINS_PER_IP_MINUTE), on all nodes together. */
  guestJoinLimit: RateLimit;
}

export const meetingsRoutes: FastifyPluginAsyncZod<MeetingsRouteOptions> = async (
  app,
  { service, guards, clock, guestJoinLimit },
) => {
  const meetingOf = (request: { params: { id: string } }) => service.resolve(request.params.id);
  // The join endpoints also take a series code: it names the occurrence open now (decision record 057).
  const joinTargetOf = (request: { params: { id: string } }) => service.resolveForJoin(request.params.id);
  // Guest join needs nothing but a meeting code, so unlimited tries would let anyone walk the codes
  // and knock on private meetings' lobbies (the limit is guestJoinLimit).
  app.post(
    base,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Schedule a meeting',
        tags,
        security,
        body: createMeetingBodySchema,
        response: { 201: envelopeSchema(meetingSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(ok(await service.create(currentUser(request), request.body), 'Meeting created successfully!')),
  );

  app.get(
    base,
    {
      onRequest: guards.required,
      schema: {
        summary:
          "The organizer's meetings, paged: latest start first unless sorted; filtered by time range, status and text",
        description:
          '`from`/`to` keep meetings whose planned or actual time overlaps [from, to). `status` takes scheduled, ' +
          'active, ended (held) and cancelled (live = active, all = no filter), comma-separated or repeated. ' +
          'Deleted meetings are left out. `q` searches title and ' +
          'meeting code. `sort`: start, -start (default), end, -end (when it ended or is planned to end).',
        tags,
        security,
        querystring: meetingListQuerySchema,
        response: { 200: pagedEnvelopeSchema(meetingSchema) },
      },
    },
    async (request) => {
      const { items, pagination } = await service.list(currentUser(request), request.query);
      return paged(items, pagination);
    },
  );

  app.get(
    `${base}/stats`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Dashboard statistics',
        tags,
        security,
        response: { 200: envelopeSchema(meetingStatsSchema) },
      },
    },
    async (request) => ok(await service.stats(currentUser(request))),
  );

  app.get(
    `${base}/public`,
    {
      schema: {
        summary: 'Public meetings that are live or upcoming (no sign-in)',
        tags,
        response: { 200: envelopeSchema(z.array(publicMeetingSchema)) },
      },
    },
    async () => ok(await service.publicMeetings()),
  );

  app.get(
    `${base}/activity`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Recent activity of the organizer’s meetings',
        tags,
        security,
        querystring: activityQuerySchema,
        response: { 200: envelopeSchema(z.array(meetingActivitySchema)) },
      },
    },
    async (request) => ok(await service.activity(currentUser(request), request.query.limit)),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'One of your meetings, by id or code',
        tags,
        security,
        params: meetingRefParamsSchema,
        response: meetingReply,
      },
    },
    async (request) => ok(await service.get(currentUser(request), await meetingOf(request))),
  );

  app.patch(
    `${base}/:id`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Edit a meeting until it ends',
        tags,
        security,
        params: meetingRefParamsSchema,
        body: updateMeetingBodySchema,
        response: meetingReply,
      },
    },
    async (request) =>
      ok(await service.update(currentUser(request), await meetingOf(request), request.body), 'Meeting updated'),
  );

  app.get(
    `${base}/series/:seriesId`,
    {
      onRequest: guards.required,
      schema: {
        summary: "A recurring meeting's occurrences, by start",
        tags,
        security,
        params: seriesParamsSchema,
        response: { 200: envelopeSchema(z.array(meetingSchema)) },
      },
    },
    async (request) => ok(await service.series(currentUser(request), request.params.seriesId)),
  );

  app.get(
    `${base}/:id/join-url`,
    {
      onRequest: guards.required,
      schema: {
        summary:
          'A join URL with a short-lived token: the host’s, an invitee’s own, or (organizer only) one for an address',
        tags,
        security,
        params: meetingRefParamsSchema,
        querystring: joinUrlQuerySchema,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) =>
      ok(
        await service.joinUrlFor(currentUser(request), await joinTargetOf(request), request.query.participantEmail),
        'Joining meeting...',
      ),
  );

  app.post(
    `${base}/:id/join`,
    {
      schema: {
        summary: 'Join without an account: a guest URL for public meetings, a lobby URL otherwise',
        tags,
        params: meetingRefParamsSchema,
        body: joinMeetingBodySchema,
        response: { 200: envelopeSchema(z.string()) },
      },
      // Before the body is even read: a refused address costs nothing more.
      onRequest: async (request) => {
        // Per IPv4 address or IPv6 /64 (decision record 007): one network's addresses share a budget.
        const taken = await guestJoinLimit.take(clientAddressKey(request.ip) ?? request.ip, clock.now().getTime());
        if (!taken.allowed) throw AppError.tooManyRequests('TOO_MANY_JOINS', TOO_MANY_JOINS, taken.retryAfterSeconds);
      },
    },
    async (request) => {
      const { url, lobby } = await service.joinAsGuest(await joinTargetOf(request), request.body);
      return ok(url, lobby ? 'You will wait in the lobby until the host admits you.' : 'Joining meeting...');
    },
  );
};
