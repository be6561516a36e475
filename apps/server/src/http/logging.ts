import { LogController, type FastifyLoggerOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config';

/** Query parameters that carry a capability (the dev mailbox key); their values never reach the log. */
const SECRET_QUERY_PARAMETERS = ['key', 'token'];

/** `/dev/mailbox?key=abc` -> `/dev/mailbox?key=[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return SECRET_QUERY_PARAMETERS.includes(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The server's logger: bearer tokens, cookies and capability query values never reach it. Requests
 * themselves are logged at debug (see DebugRequestLog): one info line per request made 69 MB
 * per 190k requests, drowning the errors and state changes that info is for.
 */
export function loggerOptions(config: Config): FastifyLoggerOptions & LoggerOptions {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One debug line per answered request, in place of Fastify's two info lines ('incoming request',
 * 'request completed'). A request that failed is still logged as Fastify does.
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    request.log.debug(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  }
}
