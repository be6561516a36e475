import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionSchema, envelopeSchema, revokedSessionsSchema, sessionIdParamsSchema } from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { AppError } from '#server/http/app-error.ts';
import { ok } from '#server/http/envelope.ts';
import type { DeviceSessionsService } from './device-sessions-service';

const base = '/guest/sessions';
const tags = ['account'];
const security = [{ bearer: [] }];

/** The signed-in user and the session this request came with. */
function signedIn(request: FastifyRequest) {
  if (!request.auth) throw AppError.unauthorized();
  return { userId: request.auth.user.id, sessionId: request.auth.sessionId };
}

/** The devices signed in to the account, and signing out one of them or all but this one. */
export const sessionsRoutes: FastifyPluginAsyncZod<{ service: DeviceSessionsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.get(
    base,
    {
      onRequest: guards.required,
      schema: {
        summary: 'The signed-in devices, most recently used first; `current` marks this one',
        tags,
        security,
        response: { 200: envelopeSchema(z.array(accountSessionSchema)) },
      },
    },
    async (request) => {
      const { userId, sessionId } = signedIn(request);
      return ok(await service.list(userId, sessionId));
    },
  );

  app.delete(
    `${base}/:id`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Sign one device out (404 for a session that is not yours)',
        tags,
        security,
        params: sessionIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await service.revoke(signedIn(request).userId, request.params.id);
      return ok(null, 'The device was signed out.');
    },
  );

  app.post(
    `${base}/revoke-others`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Sign out every device but this one',
        tags,
        security,
        response: { 200: envelopeSchema(revokedSessionsSchema) },
      },
    },
    async (request) => {
      const { userId, sessionId } = signedIn(request);
      const revoked = await service.revokeOthers(userId, sessionId);
      return ok({ revoked }, 'Every other device was signed out.');
    },
  );
};
