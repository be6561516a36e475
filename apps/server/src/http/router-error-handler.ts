import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';
import { BARE_REPLY_SECURITY_HEADERS } from './security-headers';

/**
 * Fastify's `frameworkErrors`: failures of its router, before any route, hook or error handler
 * exists for the request. Without it Fastify writes its own `{error, code, message, statusCode}`
 * body, and echoes the whole path back. The router refuses an address with broken percent-encoding
 * (400) or a path parameter longer than `maxParamLength` (414). The security headers are set here,
 * since no hook runs.
 */
export function routerErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No onRequest hook runs for these, so helmet's headers are not there.
  reply.headers(BARE_REPLY_SECURITY_HEADERS);
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return reply
        .code(400)
        .send(failure('MALFORMED_ADDRESS', 'The address is not valid: it has a malformed %-escape'));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply.code(414).send(failure('ADDRESS_TOO_LONG', 'The address is too long'));
    default:
      // An async route constraint failing (none are used today): an internal error like any other.
      request.log.error({ err: error }, 'router failed');
      return reply.code(500).send(failure('INTERNAL_ERROR', 'An unexpected error occurred'));
  }
}
