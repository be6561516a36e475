import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { tempDir, testConfig } from './support/test-config';

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the reply until the server closes (app.inject skips Node's parser). */
function rawRequest(port: number, request: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (path: string, extraHeaders = '') => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}\r\n`;

/** Errors from below the routes (Node's HTTP parser, Fastify's router) in the envelope (issue point 8). */
describe('errors before any route, on a listening server', () => {
  const data = tempDir();
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildApp({ config: testConfig(data.dir), logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    data.remove();
  });

  function expectEnvelope(reply: RawReply, status: number, code: string, message: string) {
    expect(reply.status).toBe(status);
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(reply.headers['content-length'])).toBe(Buffer.byteLength(reply.body));
    // No hook runs for these replies, and they still carry the security headers.
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(JSON.parse(reply.body)).toEqual({
      success: false,
      message,
      code,
      data: null,
      errors: [{ field: 'general', message, code }],
    });
  }

  it('answers headers over the limit with 431 in the envelope', async () => {
    const reply = await rawRequest(port, get('/api/VideoMeeting/health', `X-Big: ${'a'.repeat(20_000)}\r\n`));
    expectEnvelope(reply, 431, 'HEADERS_TOO_LARGE', 'The request address or headers are too large');
  });

  it('answers an address longer than Node reads (16 KB) with 431 in the envelope', async () => {
    const reply = await rawRequest(port, get(`/api/VideoMeeting/meetings/public?q=${'a'.repeat(20_000)}`));
    expectEnvelope(reply, 431, 'HEADERS_TOO_LARGE', 'The request address or headers are too large');
  });

  it('answers a path parameter over the router limit with 414 in the envelope, without echoing it', async () => {
    for (const path of ['/api/VideoMeeting/meetings/', '/api/VideoMeeting/invitations/']) {
      const reply = await rawRequest(port, get(path + 'x'.repeat(500)));
      expectEnvelope(reply, 414, 'ADDRESS_TOO_LONG', 'The address is too long');
    }
  });

  it('answers malformed percent-encoding with 400 in the envelope, for the API and for pages', async () => {
    for (const path of [
      '/api/VideoMeeting/meetings/%zz',
      '/api/VideoMeeting/invitations/%E0%A4%A',
      '/dashboard/%E0%A4%A',
    ]) {
      const reply = await rawRequest(port, get(path));
      expectEnvelope(reply, 400, 'MALFORMED_ADDRESS', 'The address is not valid: it has a malformed %-escape');
    }
  });

  it('answers a request Node cannot parse with 400 in the envelope', async () => {
    const reply = await rawRequest(port, 'HELLO\r\n\r\n');
    expectEnvelope(reply, 400, 'REQUEST_UNREADABLE', 'The request could not be read');
  });

  it('keeps answering a long path that matches no route with the 404 envelope', async () => {
    const path = `/api/VideoMeeting/${'a'.repeat(8_000)}`;
    const reply = await rawRequest(port, get(path));
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body)).toMatchObject({ success: false, data: null, errors: [{ field: 'general' }] });
  });
});
