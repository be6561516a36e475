import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeSchema } from '@vm/contracts';
import { AppError } from '#server/http/app-error.ts';
import { API_PREFIX } from '#server/http/api-routes.ts';
import { ok } from '#server/http/envelope.ts';
import type { WebhookHandler } from './webhook-handler';

/** The webhook's path under the API, and its whole address path, which Stripe is given. */
const WEBHOOK_ROUTE = '/billing/webhook';
export const WEBHOOK_PATH = `${API_PREFIX}${WEBHOOK_ROUTE}`;
/** Stripe's events are a few kilobytes; a megabyte is plenty. */
const BODY_LIMIT = 1024 * 1024;

/**
 * Stripe's events, signed (no bearer). Registered as a plugin of its own: its JSON parser keeps the
 * raw bytes, which the signature is computed over, and applies to this one route only.
 */
export async function webhookRoutes(app: FastifyInstance, options: { handler: WebhookHandler | undefined }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    WEBHOOK_ROUTE,
    {
      schema: {
        summary:
          "Stripe's webhook: events checked by their Stripe-Signature; 400 when the signature, body or timestamp is not valid, 409 while another node handles the same event",
        tags: ['billing'],
        // The raw bytes reach the handler unchanged: the signature is over them, so nothing is parsed here.
        body: z.unknown().meta({ description: 'A Stripe event (JSON), as Stripe signed it' }),
        response: { 200: envelopeSchema(z.object({ received: z.boolean(), duplicate: z.boolean() })) },
      },
    },
    async (request) => {
      const { handler } = options;
      if (!handler) {
        throw AppError.unavailable('BILLING_NOT_CONFIGURED', 'Payments are not configured on this server.');
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const outcome = await handler.receive(body, typeof signature === 'string' ? signature : undefined);
      return ok({ received: true, duplicate: outcome === 'duplicate' });
    },
  );
}
