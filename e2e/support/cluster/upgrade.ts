import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';

export interface UpgradeResult {
  /** 101 when the WebSocket upgrade went through; otherwise the HTTP status of the refusal. */
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The upgraded connection (101 only). */
  socket?: Duplex;
  /** Resolves when the upgraded connection closes (at once when there is none). */
  closed: Promise<void>;
}

/**
 * Asks for a WebSocket upgrade with a plain HTTP request, so a test sees the handshake itself (status,
 * headers such as the answering node's) with nothing but node:http; Node 20 has no WebSocket client.
 */
export function requestUpgrade(url: string, headers: Record<string, string> = {}): Promise<UpgradeResult> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      headers: {
        ...headers,
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
      },
      timeout: 5_000,
    });
    request.once('upgrade', (response, socket, head) => {
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      answerControlFrames(socket, head);
      socket.on('error', () => undefined);
      resolve({ status: response.statusCode ?? 0, headers: response.headers, socket, closed });
    });
    request.once('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers, closed: Promise.resolve() });
    });
    request.once('timeout', () => request.destroy(new Error(`No answer to the upgrade at ${url}`)));
    request.once('error', reject);
    request.end();
  });
}

/**
 * Behaves as an idle browser would: answers the server's pings (or it cuts the socket after two ping
 * intervals) and its close frame (or the server's shutdown waits for a closing handshake that never
 * comes). Server frames are unmasked; ours carry a zero mask, which leaves the payload as it is.
 */
function answerControlFrames(socket: Duplex, head: Buffer): void {
  let pending = Buffer.alloc(0);
  const read = (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 2) {
      const opcode = pending[0]! & 0x0f;
      const shortLength = pending[1]! & 0x7f;
      const offset = shortLength === 126 ? 4 : shortLength === 127 ? 10 : 2;
      if (pending.length < offset) return;
      const length =
        shortLength === 126
          ? pending.readUInt16BE(2)
          : shortLength === 127
            ? Number(pending.readBigUInt64BE(2))
            : shortLength;
      if (pending.length < offset + length) return;
      const payload = pending.subarray(offset, offset + length);
      pending = pending.subarray(offset + length);
      // Control frames carry at most 125 bytes, so the length fits the short form.
      if (opcode === 0x9) socket.write(Buffer.concat([Buffer.from([0x8a, 0x80 | length, 0, 0, 0, 0]), payload]));
      if (opcode === 0x8) socket.end(Buffer.from([0x88, 0x80, 0, 0, 0, 0]));
    }
  };
  socket.on('data', read);
  if (head.length > 0) read(head);
}
