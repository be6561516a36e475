import { afterEach, describe, expect, it } from 'vitest';
import { SIGNAL_PATH } from '@vm/contracts';
import { openSocket } from './support/socket-upgrade';
import { startTestApp, type TestApp } from './support/test-app';

// The per-client limits outside sign-in count a client as the sign-in codes do (decision record 007):
// an IPv6 client by its /64, which it can fill with addresses of its own choosing.
describe('guest joins and room connections per client network', () => {
  let test: TestApp;
  afterEach(async () => test.close());

  it('counts guest joins from every address of one IPv6 /64 together', async () => {
    test = await startTestApp('sqlite', { env: { GUEST_JOINS_PER_IP_MINUTE: '2' } });
    const join = (from: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/VideoMeeting/meetings/ZZZ-2026-000001/join',
        payload: { guestName: 'Gus Guest', guestEmail: 'gus@example.test' },
        remoteAddress: from,
      });
    // Misses count like hits.
    expect((await join('2001:db8:7:8::1')).statusCode).toBe(404);
    expect((await join('2001:db8:7:8::2')).statusCode).toBe(404);
    expect((await join('2001:db8:7:8:ffff::3')).statusCode).toBe(429);
    expect((await join('2001:db8:7:9::1')).statusCode).toBe(404);
  });

  it('counts room connections from every address of one IPv6 /64 together', async () => {
    // The addresses come from a trusted proxy's X-Forwarded-For: loopback has one IPv6 address only.
    test = await startTestApp('sqlite', { env: { ROOM_CONNECTIONS_PER_IP_MINUTE: '2', TRUST_PROXY: '127.0.0.1' } });
    const baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `${baseUrl.replace(/^http/, 'ws')}${SIGNAL_PATH('ABC-2026-123456')}`;
    const connect = (client: string) => openSocket(url, { 'x-forwarded-for': client });
    expect(await connect('2001:db8:7:8::1')).toEqual({ opened: true });
    expect(await connect('2001:db8:7:8::2')).toEqual({ opened: true });
    expect(await connect('2001:db8:7:8:ffff::3')).toMatchObject({ opened: false, status: 429 });
    expect(await connect('2001:db8:7:9::1')).toEqual({ opened: true });
  });
});
