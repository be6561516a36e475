import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@vm/contracts';
import { GENERAL_FIELD } from '@vm/contracts';
import { AppError } from './app-error';
import { failure } from './envelope';

/** Paths that are never pages of the web app: the API, and the dev mailbox (even when it is off). */
const SERVER_PREFIXES = ['/api/', '/dev/'];

/**
 * One place that turns every failure into the envelope with the right status. Call before registering
 * any plugin: Fastify gives each plugin the error handler its parent had when it was registered.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send(failure(error.message, error.fieldErrors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No body at all (none sent, or an empty JSON one) fails the body schema as a whole: say so plainly.
      if (error.validationContext === 'body' && request.body === undefined) {
        return reply.code(400).send(failure('The request body is required'));
      }
      const fieldErrors = error.validation.map((issue) => ({
        field: fieldPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send(failure(firstMessage(fieldErrors), fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(failure('Too many requests. Please wait a moment and try again.'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large): safe to explain.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON' : error.message;
      return reply.code(status).send(failure(message));
    }
    request.log.error({ err: error }, 'request failed');
    const message = status === 503 ? 'Service temporarily unavailable' : 'An unexpected error occurred';
    return reply.code(status >= 500 ? status : 500).send(failure(message));
  });
}

/** Unknown API and /dev routes get the 404 envelope; other paths go to `onNotFound` (the SPA fallback). */
export function registerNotFoundHandler(app: FastifyInstance, onNotFound?: NotFoundFallback) {
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? request.url;
    if (SERVER_PREFIXES.some((prefix) => pathOnly.startsWith(prefix)) || pathOnly === '/dev' || !onNotFound) {
      return reply.code(404).send(failure(`Route ${request.method} ${pathOnly} not found`));
    }
    return onNotFound(request, reply);
  });
}

/** What a non-API path that no route matched gets instead (the web app's SPA fallback). */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** `/inviteeEmail` -> `inviteeEmail`, `/rows/0/email` -> `rows.0.email`, `/` -> `general`. */
function fieldPath(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : GENERAL_FIELD;
}

function firstMessage(fieldErrors: FieldError[]): string {
  return fieldErrors[0]?.message ?? 'Invalid input';
}
