import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorCode, FieldError } from '@vm/contracts';
import { GENERAL_FIELD } from '@vm/contracts';
import { AppError } from './app-error';
import { failure } from './envelope';
import { validationCode } from './validation-codes';

/** Fastify's own client errors that have a code of their own; the rest are BAD_REQUEST. */
const FRAMEWORK_CODES: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/** Paths that are never pages of the web app: the API, and the dev mailbox (even when it is off). */
const SERVER_PREFIXES = ['/api/', '/dev/'];

/**
 * One place that turns every failure into the envelope with the right status. Call before registering
 * any plugin: Fastify gives each plugin the error handler its parent had when it was registered.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const envelope = failure(error.code, error.message, error.fieldErrors, error.params);
      return reply.code(error.statusCode).headers(error.headers).send(envelope);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No body at all (none sent, or an empty JSON one) fails the body schema as a whole: say so plainly.
      if (error.validationContext === 'body' && request.body === undefined) {
        return reply.code(400).send(failure('BODY_REQUIRED', 'The request body is required'));
      }
      const input = validatedInput(request, error.validationContext);
      const fieldErrors = error.validation.map((issue) => ({
        field: fieldPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
        ...validationCode(issue, valueAt(input, issue.instancePath) !== undefined),
      }));
      return reply.code(400).send(failure('VALIDATION_FAILED', firstMessage(fieldErrors), fieldErrors));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .code(429)
        .send(failure('TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment and try again.'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large): safe to explain.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON' : error.message;
      return reply.code(status).send(failure(FRAMEWORK_CODES[error.code] ?? 'BAD_REQUEST', message));
    }
    request.log.error({ err: error }, 'request failed');
    if (status === 503) return reply.code(503).send(failure('SERVICE_UNAVAILABLE', 'Service temporarily unavailable'));
    return reply.code(status >= 500 ? status : 500).send(failure('INTERNAL_ERROR', 'An unexpected error occurred'));
  });
}

/** Unknown API and /dev routes get the 404 envelope; other paths go to `onNotFound` (the SPA fallback). */
export function registerNotFoundHandler(app: FastifyInstance, onNotFound?: NotFoundFallback) {
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? request.url;
    if (SERVER_PREFIXES.some((prefix) => pathOnly.startsWith(prefix)) || pathOnly === '/dev' || !onNotFound) {
      return reply.code(404).send(failure('ROUTE_NOT_FOUND', `Route ${request.method} ${pathOnly} not found`));
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

/** The part of the request a schema checked: `body`, `querystring`, `params` or `headers`. */
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** The value at a validation path such as `/rows/0/email`, or undefined when any step is missing. */
function valueAt(input: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined),
      input,
    );
}

function firstMessage(fieldErrors: FieldError[]): string {
  return fieldErrors[0]?.message ?? 'Invalid input';
}
