import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceQuerySchema, envelopeSchema, meetingAttendanceSchema, meetingRefParamsSchema } from '@vm/contracts';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import { ok } from '#server/http/envelope.ts';
import { csvDisposition } from '#server/lib/csv.ts';
import { base, security, tags } from '../meetings-routes';
import type { MeetingsService } from '../meetings-service';
import { attendanceCsv } from './attendance-use-cases';

/**
 * `GET /meetings/{id}/attendance` (docs/product.md, 'Attendance'): who came, for the organizer only;
 * `?format=csv` answers the same list as a file, like Zoom's participant report.
 */
export const attendanceRoutes: FastifyPluginAsyncZod<{ service: MeetingsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.get(
    `${base}/:id/attendance`,
    {
      onRequest: guards.required,
      schema: {
        summary: 'Who came to your meeting: first join, time in the room, and how each person joined',
        description: 'With `format=csv`, the same list as a CSV file (text/csv) instead of the JSON envelope.',
        tags,
        security,
        params: meetingRefParamsSchema,
        querystring: attendanceQuerySchema,
        response: { 200: envelopeSchema(meetingAttendanceSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const report = await service.attendance(user, await service.resolve(request.params.id));
      if (request.query.format !== 'csv') return ok(report);
      // The declared 200 is the envelope; the file bypasses its serializer (a string with its own type).
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', csvDisposition(`attendance-${report.meetingId}`))
        .send(attendanceCsv(report));
    },
  );
};
