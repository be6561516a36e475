import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders } from './support/test-config';

/** The client address the node takes for a request from `socket` with this X-Forwarded-For (health, to the operator). */
async function addressSeen(test: TestApp, socket: string, forwardedFor?: string): Promise<string> {
  const reply = await test.app.inject({
    url: '/api/VideoMeeting/health',
    remoteAddress: socket,
    headers: { ...operatorHeaders, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
  });
  expect(reply.statusCode).toBe(200);
  return reply.json().data.clientAddress;
}

// Every per-client limit counts request.ip: only the proxies TRUST_PROXY lists may name the client
// (docs/decisions/049), and then the right-most address they did not add themselves.
describe('the client address behind TRUST_PROXY', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('ignores X-Forwarded-For when no proxy is trusted, even from loopback', async () => {
    test = await startTestApp('sqlite');
    expect(await addressSeen(test, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(await addressSeen(test, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('takes the client from a listed proxy, and from nobody else', async () => {
    test = await startTestApp('sqlite', { env: { TRUST_PROXY: '127.0.0.1' } });
    expect(await addressSeen(test, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // What the client wrote itself stands left of what the proxy added: it is never taken.
    expect(await addressSeen(test, '127.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(test, '127.0.0.1')).toBe('127.0.0.1');
    // Loopback is not trusted as a whole: only what is listed.
    expect(await addressSeen(test, '127.0.0.2', '203.0.113.9')).toBe('127.0.0.2');
    expect(await addressSeen(test, '198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
  });

  it('trusts IPv4 and IPv6 ranges, and walks through a chain of trusted proxies', async () => {
    test = await startTestApp('sqlite', { env: { TRUST_PROXY: '10.0.0.0/8,fd00::/8' } });
    expect(await addressSeen(test, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen(test, 'fd00::5', '2001:db8::7')).toBe('2001:db8::7');
    // A balancer at 10.9.9.9 in front of nginx at 10.1.2.3: both trusted, the client is left of them.
    expect(await addressSeen(test, '10.1.2.3', '6.6.6.6, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
    expect(await addressSeen(test, '11.0.0.1', '203.0.113.9')).toBe('11.0.0.1');
    expect(await addressSeen(test, 'fe80::1', '2001:db8::7')).toBe('fe80::1');
  });
});
