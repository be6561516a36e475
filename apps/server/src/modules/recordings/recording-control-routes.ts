import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  meetingCodeParamsSchema,
  meetingRefParamsSchema,
  recordingSchema,
  roomRecordingStatusRequestSchema,
  roomRecordingStatusSchema,
} from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import type { RecordingControl } from './recording-control';

const tags = ['recordings'];
const security = [{ bearer: [] }];
const refusals =
  '403 when the plan does not include recording, the meeting does not allow it, or the storage is full; ' +
  '409 when the meeting is not active, nobody is in its room, or it is already (or not) recording; ' +
  '404 when the meeting is not yours; 503 when this server cannot record.';

export interface RecordingControlRouteOptions {
  control: RecordingControl;
  guards: AuthGuards;
}

export const recordingControlRoutes: FastifyPluginAsyncZod<RecordingControlRouteOptions> = async (
  app,
  { control, guards },
) => {
  app.post(
    '/meetings/:id/recording/start',
    {
      onRequest: guards.required,
      schema: {
        summary: "Start recording the meeting's room (organizer only)",
        description: `Everyone in the room is told at once. ${refusals}`,
        tags,
        security,
        params: meetingRefParamsSchema,
        response: { 200: envelopeSchema(recordingSchema) },
      },
    },
    async (request) =>
      ok(
        await control.start(currentUser(request), await control.resolveMeeting(request.params.id)),
        'Recording started',
      ),
  );

  app.post(
    '/meetings/:id/recording/stop',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Stop the running recording (organizer only); it is processed into one MP4',
        description: refusals,
        tags,
        security,
        params: meetingRefParamsSchema,
        response: { 200: envelopeSchema(recordingSchema) },
      },
    },
    async (request) =>
      ok(
        await control.stop(currentUser(request), await control.resolveMeeting(request.params.id)),
        'Recording stopped',
      ),
  );

  app.post(
    '/rooms/:meetingCode/recording-status',
    {
      schema: {
        summary:
          'Whether the meeting is being recorded now, whether the token joins as a speaker or the audience, ' +
          "and the meeting's title, for the pre-join screen (with the join token)",
        tags,
        params: meetingCodeParamsSchema,
        body: roomRecordingStatusRequestSchema,
        response: { 200: envelopeSchema(roomRecordingStatusSchema) },
      },
    },
    async (request) => ok(await control.statusForVisitor(request.params.meetingCode, request.body.token)),
  );
};
