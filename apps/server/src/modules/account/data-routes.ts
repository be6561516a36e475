import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountCodeBodySchema, accountExportSchema, codeSentSchema, envelopeSchema } from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import type { AccountDeletion } from './account-deletion';
import type { DataExport } from './data-export';

const base = '/guest';
const tags = ['account'];
const security = [{ bearer: [] }];

export interface DataRoutesOptions {
  dataExport: DataExport;
  deletion: AccountDeletion;
  guards: AuthGuards;
}

/** 'Your data': the export (GDPR articles 15 and 20) and the deletion (article 17). */
export const dataRoutes: FastifyPluginAsyncZod<DataRoutesOptions> = async (app, { dataExport, deletion, guards }) => {
  app.get(
    `${base}/export`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Everything kept about the signed-in guest, as a JSON file to save',
        tags,
        security,
        response: { 200: envelopeSchema(accountExportSchema) },
      },
    },
    async (request, reply) => {
      const data = await dataExport.build(currentUser(request));
      const filename = `video-meeting-data-${data.exportedAt.slice(0, 10)}.json`;
      // Opened directly (with the token), the browser saves it; the web app saves it from the reply.
      void reply.header('content-disposition', `attachment; filename="${filename}"`);
      void reply.header('cache-control', 'no-store');
      return ok(data);
    },
  );

  app.post(
    `${base}/delete/request`,
    {
      onRequest: guards.required,
      schema: {
        summary: "E-mail a code to the account's address to confirm deleting the account",
        tags,
        security,
        response: { 200: envelopeSchema(codeSentSchema) },
      },
    },
    async (request) =>
      ok(await deletion.requestCode(currentUser(request), request.ip ?? null), 'We sent you a code to confirm.'),
  );

  app.post(
    `${base}/delete`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Delete the account with the e-mailed code: meetings ended, invitations cancelled, data anonymised',
        tags,
        security,
        body: accountCodeBodySchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deletion.confirm(currentUser(request), request.body.otpCode, request.ip ?? null);
      return ok(null, 'Your account was deleted.');
    },
  );
};
