import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountCodeBodySchema,
  accountProfileSchema,
  codeSentSchema,
  emailChangeBodySchema,
  envelopeSchema,
  updateProfileBodySchema,
} from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import type { ProfileService } from './profile-service';

const base = '/guest/me';
const tags = ['account'];
const security = [{ bearer: [] }];
const profileReply = { 200: envelopeSchema(accountProfileSchema) };

/** The account page's profile: read and edit it, and change the e-mail address with a code. */
export const profileRoutes: FastifyPluginAsyncZod<{ service: ProfileService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.get(
    `${base}/profile`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'The signed-in guest with phone, creation time and any e-mail change waiting',
        tags,
        security,
        response: profileReply,
      },
    },
    async (request) => ok(await service.profileOf(currentUser(request).id)),
  );

  app.patch(
    base,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Change name, phone or language (e-mails come in that language)',
        tags,
        security,
        body: updateProfileBodySchema,
        response: profileReply,
      },
    },
    async (request) => ok(await service.update(currentUser(request), request.body), 'Your profile was saved.'),
  );

  app.post(
    `${base}/email`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'E-mail a code to a new address (409 when another account uses it)',
        tags,
        security,
        body: emailChangeBodySchema,
        response: { 200: envelopeSchema(codeSentSchema) },
      },
    },
    async (request) => {
      const sent = await service.requestEmailChange(currentUser(request), request.body.email, request.ip ?? null);
      return ok(sent, 'We sent a code to the new address.');
    },
  );

  app.post(
    `${base}/email/confirm`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Move the account to the new address with the code sent there; the old address is told',
        tags,
        security,
        body: accountCodeBodySchema,
        response: profileReply,
      },
    },
    async (request) => {
      const profile = await service.confirmEmailChange(currentUser(request), request.body.otpCode, request.ip ?? null);
      return ok(profile, 'Your e-mail address was changed.');
    },
  );
};
