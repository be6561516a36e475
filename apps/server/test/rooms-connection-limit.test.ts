import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAL_PATH } from '@vm/contracts';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

type Outcome = { opened: true } | { opened: false; status: number; retryAfter: string | undefined; body: unknown };

/** Opens a signaling socket over real TCP and reports whether the upgrade happened. */
function connect(url: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      resolve({ opened: true });
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({
          opened: false,
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          body: JSON.parse(text) as unknown,
        }),
      );
    });
    socket.once('error', reject);
  });
}

// One address may open only so many room sockets a minute (ROOM_CONNECTIONS_PER_IP_MINUTE), refused
// before the upgrade with the usual envelope and Retry-After.
describe('room signaling connections per address', () => {
  let test: TestApp;
  let clock: TestClock;
  let url: string;

  beforeAll(async () => {
    clock = new TestClock();
    test = await startTestApp('sqlite', { clock, env: { ROOM_CONNECTIONS_PER_IP_MINUTE: '3' } });
    const baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
    url = `${baseUrl.replace(/^http/, 'ws')}${SIGNAL_PATH('ABC-2026-123')}`;
  });
  afterAll(async () => test?.close());

  it('refuses the connection over the limit with 429 and lets the address in again a minute later', async () => {
    for (let i = 0; i < 3; i++) expect(await connect(url)).toEqual({ opened: true });
    const refused = await connect(url);
    expect(refused).toMatchObject({
      opened: false,
      status: 429,
      body: {
        success: false,
        data: null,
        message: 'Too many connections from your network. Please wait a moment and try again.',
      },
    });
    expect(Number(refused.opened ? 0 : refused.retryAfter)).toBeGreaterThan(0);

    clock.advance(60_000);
    expect(await connect(url)).toEqual({ opened: true });
  });
});
