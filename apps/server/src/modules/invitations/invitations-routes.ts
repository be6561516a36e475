import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkInvitationBodySchema,
  bulkInvitationResultSchema,
  envelopeSchema,
  invitationResponseBodySchema,
  invitationSchema,
  invitationStatsSchema,
  myInvitationsQuerySchema,
  publicInvitationSchema,
  sendInvitationBodySchema,
} from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import type { InvitationsService } from './invitations-service';

const base = '/invitations';
const tags = ['invitations'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const meetingParams = z.object({ meetingId: z.string().trim().min(1).max(64) });
const invitationReply = { 200: envelopeSchema(invitationSchema) };

export const invitationsRoutes: FastifyPluginAsyncZod<{ service: InvitationsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.post(
    `${base}/send`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Invite one person by e-mail',
        tags,
        security,
        body: sendInvitationBodySchema,
        response: { 201: envelopeSchema(invitationSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await service.send(
              currentUser(request),
              await service.resolveMeeting(request.body.meetingId),
              request.body,
            ),
            'Invitation sent successfully!',
          ),
        ),
  );

  app.post(
    `${base}/bulk`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Invite up to 50 people at once',
        tags,
        security,
        body: bulkInvitationBodySchema,
        response: { 200: envelopeSchema(bulkInvitationResultSchema) },
      },
    },
    // At least one row was sent here: the service answers 400 or 429 when none was.
    async (request) => {
      const result = await service.sendBulk(
        currentUser(request),
        await service.resolveMeeting(request.body.meetingId),
        request.body,
      );
      const message =
        `${result.sent.length} invitation(s) sent successfully!` +
        (result.failed.length ? ` ${result.failed.length} invitation(s) failed to send` : '');
      return ok(result, message);
    },
  );

  app.get(
    `${base}/meeting/:meetingId`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Invitations of one of your meetings',
        tags,
        security,
        params: meetingParams,
        response: { 200: envelopeSchema(z.array(invitationSchema)) },
      },
    },
    async (request) =>
      ok(await service.listForMeeting(currentUser(request), await service.resolveMeeting(request.params.meetingId))),
  );

  app.get(
    `${base}/meeting/:meetingId/stats`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Invitation statistics of one of your meetings',
        tags,
        security,
        params: meetingParams,
        response: { 200: envelopeSchema(invitationStatsSchema) },
      },
    },
    async (request) =>
      ok(await service.statsForMeeting(currentUser(request), await service.resolveMeeting(request.params.meetingId))),
  );

  app.get(
    `${base}/my`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Invitations you received (your own address only)',
        tags,
        security,
        querystring: myInvitationsQuerySchema,
        response: { 200: envelopeSchema(z.array(invitationSchema)) },
      },
    },
    async (request) => ok(await service.mine(currentUser(request))),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        summary: 'An invitation by its link (public)',
        tags,
        params: idParams,
        response: { 200: envelopeSchema(publicInvitationSchema) },
      },
    },
    async (request) => ok(await service.getPublic(request.params.id)),
  );

  for (const path of [`${base}/respond`, '/guest/invitations/respond']) {
    app.post(
      path,
      {
        onRequest: guards.required,
        schema: {
          summary: 'Accept or decline an invitation sent to you',
          tags,
          security,
          body: invitationResponseBodySchema,
          response: invitationReply,
        },
      },
      async (request) => {
        const { invitation, accepted } = await service.respond(currentUser(request), request.body);
        return ok(invitation, accepted ? 'Invitation accepted successfully!' : 'Invitation declined successfully!');
      },
    );
  }

  app.delete(
    `${base}/:id`,
    {
      onRequest: guards.required,
      schema: { summary: 'Cancel a pending invitation', tags, security, params: idParams, response: invitationReply },
    },
    async (request) =>
      ok(await service.cancel(currentUser(request), request.params.id), 'Invitation cancelled successfully!'),
  );

  app.post(
    `${base}/:id/resend`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Send a pending invitation again',
        tags,
        security,
        params: idParams,
        response: invitationReply,
      },
    },
    async (request) =>
      ok(await service.resend(currentUser(request), request.params.id), 'Invitation resent successfully!'),
  );

  app.get(
    `${base}/:id/join`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Your room URL for this invitation, within the join window',
        tags,
        security,
        params: idParams,
        response: { 200: envelopeSchema(z.string()) },
      },
    },
    async (request) => ok(await service.joinUrl(currentUser(request), request.params.id), 'Joining meeting...'),
  );
};
