import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorCode } from '@vm/contracts';
import { failure } from './envelope';
import { BARE_REPLY_SECURITY_HEADERS } from './security-headers';

/** The parser errors Node itself answers with a status other than 400 (node/lib/_http_server.js). */
const STATUS_BY_CODE: Record<string, { status: number; code: ApiErrorCode; message: string }> = {
  // Node counts the request line with the headers, so an address over the limit (16 KB) lands here too.
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request address or headers are too large',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' },
};
const UNREADABLE = { status: 400, code: 'REQUEST_UNREADABLE', message: 'The request could not be read' } as const;

/** What Node's HTTP server keeps on a socket while it writes a reply on it. */
type ServerSocket = Socket & { _httpMessage?: { headersSent: boolean } | null };

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (headers or address too large,
 * malformed request lines, timeouts) never become Fastify requests, so no hook or error handler runs
 * for them. The reply is written on the raw socket, still in the envelope and with the security
 * headers no hook can add here, and the connection is closed, as Node does.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: ServerSocket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = (error.code && STATUS_BY_CODE[error.code]) || UNREADABLE;
  this.log.debug({ err: error, status }, 'client error');
  // Never write into a reply already under way on this connection (keep-alive): it would corrupt it.
  if (socket.writable && !socket._httpMessage?.headersSent) {
    const body = JSON.stringify(failure(code, message));
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        Object.entries(BARE_REPLY_SECURITY_HEADERS)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
