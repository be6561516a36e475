import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/** ws's codes for frames a client should not have sent (too large, malformed): the client's fault. */
const CLIENT_FRAME_ERRORS = new Set([
  'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
  'WS_ERR_INVALID_OPCODE',
  'WS_ERR_INVALID_UTF8',
  'WS_ERR_EXPECTED_MASK',
  'WS_ERR_INVALID_CLOSE_CODE',
  'WS_ERR_INVALID_CONTROL_PAYLOAD_LENGTH',
]);

/**
 * @fastify/websocket's errorHandler for signaling sockets. A frame over the size limit (or otherwise
 * malformed) is something a client did, not a server fault: one warning line without a stack, where
 * the default logged a full error per frame. The socket is closed either way.
 */
export function onSignalSocketError(error: Error, socket: WebSocket, request: FastifyRequest) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code && CLIENT_FRAME_ERRORS.has(code)) {
    request.log.warn({ code, reason: error.message }, 'room socket closed: the client sent a frame it must not');
  } else {
    request.log.error({ err: error }, 'room socket failed');
  }
  socket.terminate();
}
