import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  meetingRefParamsSchema,
  recordingFileQuerySchema,
  recordingRefParamsSchema,
  recordingSchema,
  storageUsageSchema,
} from '@vm/contracts';
import type { AuthGuards, RequestAuth } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { AppError } from '#server/http/app-error.ts';
import { ok } from '#server/http/envelope.ts';
import { answerRange } from './byte-range';
import type { FileAccess, RecordingsService } from './recordings-service';

const tags = ['recordings'];
const security = [{ bearer: [] }];
const video = z.string().meta({ description: 'The MP4 (H.264 and AAC)', format: 'binary' });
const noBody = z.string().meta({ description: 'No body; `Content-Range: bytes */<size>` gives the size' });
/** The file goes out as a stream, which Fastify never serializes; the schemas above only document it. */
const asBody = (stream: Readable) => stream as unknown as string;

/** The signed-in session of a route behind the `required` guard. */
function signedIn(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

export interface RecordingsRouteOptions {
  service: RecordingsService;
  guards: AuthGuards;
}

export const recordingsRoutes: FastifyPluginAsyncZod<RecordingsRouteOptions> = async (app, { service, guards }) => {
  app.get(
    '/meetings/:id/recordings',
    {
      onRequest: guards.required,
      schema: {
        summary: "A meeting's recordings, newest first (organizer only)",
        tags,
        security,
        params: meetingRefParamsSchema,
        response: { 200: envelopeSchema(z.array(recordingSchema)) },
      },
    },
    async (request) =>
      ok(await service.listForMeeting(signedIn(request), await service.resolveMeeting(request.params.id))),
  );

  // Before `/recordings/:id...` in reading order only; the router tells a static segment from a parameter.
  app.get(
    '/recordings/storage',
    {
      onRequest: guards.required,
      schema: {
        summary: "The signed-in user's recording storage: ready recordings' bytes and the plan's limit",
        tags,
        security,
        response: { 200: envelopeSchema(storageUsageSchema) },
      },
    },
    async (request) => ok(await service.storageUsage(currentUser(request))),
  );

  app.get(
    '/recordings/:id/file',
    {
      // A Bearer token when one is sent; otherwise the signed link's exp and sig (decision record 032).
      onRequest: guards.optional,
      schema: {
        summary: "A ready recording's MP4, to its organizer: Bearer token or signed link; Range requests answer 206",
        description:
          'The `downloadUrl` of a recording is this path with `exp`, `session` and `sig`, bound to the recording ' +
          'and to the session that listed it: valid for a few hours and only while that session stays signed in, ' +
          'for `<video src>` and downloads. `download=1` asks for an attachment.',
        tags,
        security: [{ bearer: [] }, {}],
        params: recordingRefParamsSchema,
        querystring: recordingFileQuerySchema,
        response: { 200: video, 206: video, 416: noBody },
      },
    },
    async (request, reply) => {
      const { exp, session, sig, download } = request.query;
      // A link without its session (made before links were bound to one) is checked, and refused, as a bad one.
      const access: FileAccess | undefined = request.auth
        ? { user: request.auth.user }
        : exp && sig
          ? { link: { exp, session: session ?? '', sig } }
          : undefined;
      if (!access) throw AppError.unauthorized();
      const file = await service.file(request.params.id, access);
      const answer = answerRange(request.headers.range, file.size);
      void reply
        .header('content-type', 'video/mp4')
        .header('accept-ranges', 'bytes')
        .header('content-disposition', `${download === '1' ? 'attachment' : 'inline'}; filename="${file.fileName}"`)
        // Personal data behind a link: kept by this browser only, never by a shared cache.
        .header('cache-control', 'private, max-age=3600');
      if (answer.kind === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${file.size}`).send('');
      }
      if (answer.kind === 'whole') {
        return reply.header('content-length', file.size).send(asBody(await file.read()));
      }
      const { start, end } = answer.range;
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1)
        .send(asBody(await file.read(answer.range)));
    },
  );

  app.delete(
    '/recordings/:id',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Delete a recording, its file and its row (organizer only)',
        tags,
        security,
        params: recordingRefParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await service.delete(currentUser(request), request.params.id);
      return ok(null, 'Recording deleted');
    },
  );
};
