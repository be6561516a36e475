import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them, except that an empty body counts as no body. The original client
 * sends `Content-Type: application/json` on every call, bodyless ones included (start, end, logout,
 * resend, cancel), and Fastify's own parser refuses those with 'Body cannot be empty'. A route
 * without a body schema now simply gets no body; a route with one still refuses it, through its
 * schema (400 with a field error). Anything else is left to Fastify's parser, so malformed JSON and
 * `__proto__` keys still fail as FST_ERR_CTP_INVALID_JSON_BODY. Register before any plugin: each
 * plugin copies its parent's parsers when it is registered.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  // Fastify's defaults for both poisoning options: refuse the body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    parseJson(request, body, done);
  });
}
