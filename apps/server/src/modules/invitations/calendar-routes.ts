import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthGuards } from '#server/http/auth-guard.ts';
import { currentUser } from '#server/http/auth-guard.ts';
import type { InvitationsService } from './invitations-service';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * `Content-Disposition` naming the file after the meeting: an ASCII name for every client
 * (`Budget-Q3-final.ics`) and the title itself in RFC 6266's `filename*` for those that read it.
 */
export function calendarDisposition(title: string): string {
  const ascii =
    title
      // Letters lose their accents (ü → u); Turkish dotless ı has no decomposition of its own.
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/ı/g, 'i')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'meeting';
  const unicode = title.replace(/[\p{Cc}"\\/]+/gu, ' ').trim() || 'meeting';
  return `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encodeURIComponent(`${unicode}.ics`)}`;
}

/**
 * The `.ics` downloads (docs/product.md, 'Add to calendar'): an invitation's for anyone holding its
 * link, like the invitation page, and the organizer's own of a meeting with their session. Errors
 * answer in the envelope like every other route.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ service: InvitationsService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  app.get(
    '/invitations/:id/calendar.ics',
    {
      schema: {
        summary: 'The invitation as an iCalendar file (public, METHOD:PUBLISH)',
        tags: ['invitations'],
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await service.calendarFile(request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', calendarDisposition(file.title))
        .send(file.ics);
    },
  );

  app.get(
    '/meetings/:id/calendar.ics',
    {
      onRequest: guards.required,
      schema: {
        summary: 'Your meeting as an iCalendar file (METHOD:PUBLISH)',
        tags: ['meetings'],
        security: [{ bearer: [] }],
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await service.organizerCalendarFile(
        currentUser(request),
        await service.resolveMeeting(request.params.id),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', calendarDisposition(file.title))
        .send(file.ics);
    },
  );
};
