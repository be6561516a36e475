import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAL_PATH } from '@vm/contracts';
import { openSocket } from './support/socket-upgrade';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const connect = (url: string) => openSocket(url);

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
