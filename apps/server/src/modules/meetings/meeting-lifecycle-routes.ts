import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelMeetingBodySchema,
  endMeetingQuerySchema,
  envelopeSchema,
  meetingRefParamsSchema,
  meetingSchema,
} from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import { base, meetingReply, security, tags } from './meetings-routes';
import type { MeetingsService } from './meetings-service';

/**
 * A meeting's course as its organizer steers it (docs/product.md, 'Meeting actions', 'Cancelling a
 * meeting', 'Deleting meetings'): start, end, cancel, delete, restore, and "Recently deleted".
 */
export const meetingLifecycleRoutes: FastifyPluginAsyncZod<{ service: MeetingsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const meetingOf = (request: { params: { id: string } }) => service.resolve(request.params.id);

  app.post(
    `${base}/:id/start`,
    {
      onRequest: guards.required,
      schema: { summary: 'Start a meeting', tags, security, params: meetingRefParamsSchema, response: meetingReply },
    },
    async (request) => ok(await service.start(currentUser(request), await meetingOf(request)), 'Meeting started!'),
  );

  app.post(
    `${base}/:id/end`,
    {
      onRequest: guards.required,
      schema: {
        summary:
          'End a meeting for everyone; before it begins, cancel it (scope: an occurrence, or it and the following ones)',
        tags,
        security,
        params: meetingRefParamsSchema,
        querystring: endMeetingQuerySchema,
        response: meetingReply,
      },
    },
    async (request) =>
      ok(await service.end(currentUser(request), await meetingOf(request), request.query.scope), 'Meeting ended'),
  );

  app.post(
    `${base}/:id/cancel`,
    {
      onRequest: guards.required,
      // The message is optional, and so is the body that carries it.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: 'Cancel a meeting that has not begun; its invitees get the cancellation with your message',
        description:
          'On an occurrence of a series, `scope` says whether the following occurrences are cancelled too. ' +
          'Cancelling a cancelled meeting changes nothing; one that has begun is ended instead (`/end`).',
        tags,
        security,
        params: meetingRefParamsSchema,
        querystring: endMeetingQuerySchema,
        body: cancelMeetingBodySchema,
        response: meetingReply,
      },
    },
    async (request) =>
      ok(
        await service.cancel(currentUser(request), await meetingOf(request), request.query.scope, request.body.message),
        'Meeting cancelled',
      ),
  );

  app.delete(
    `${base}/:id`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Delete an ended or cancelled meeting: it can be restored for 30 days',
        tags,
        security,
        params: meetingRefParamsSchema,
        response: meetingReply,
      },
    },
    async (request) => ok(await service.delete(currentUser(request), await meetingOf(request)), 'Meeting deleted'),
  );

  app.post(
    `${base}/:id/restore`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Restore a deleted meeting',
        tags,
        security,
        params: meetingRefParamsSchema,
        response: meetingReply,
      },
    },
    async (request) => ok(await service.restore(currentUser(request), await meetingOf(request)), 'Meeting restored'),
  );

  app.get(
    `${base}/deleted`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Recently deleted: your meetings deleted in the last 30 days, latest first',
        tags,
        security,
        response: { 200: envelopeSchema(z.array(meetingSchema)) },
      },
    },
    async (request) => ok(await service.recentlyDeleted(currentUser(request))),
  );
};
