import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundFetch, isPublicAddress, type OutboundFetchErrorCode } from '#server/lib/outbound-fetch.ts';
import { startFeedServer, type FeedServer } from './support/feed-server';

// The guarded reader of user-given addresses (decision record 069): http(s) only, a time limit, a size
// limit, redirects each checked again, and never an address inside the server's networks, checked
// on the address a name resolves to when connecting.

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
  server.routes.set('/cal.ics', { calendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
});
afterAll(async () => server.close());

async function failure(work: Promise<unknown>): Promise<OutboundFetchErrorCode> {
  try {
    await work;
  } catch (error) {
    return (error as { code: OutboundFetchErrorCode }).code;
  }
  throw new Error('the read succeeded');
}

describe('outbound fetch', () => {
  it('names only public unicast addresses public, IPv4-mapped IPv6 read as IPv4', () => {
    for (const inside of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPublicAddress(inside), inside).toBe(false);
    }
    for (const outside of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(outside), outside).toBe(true);
    }
  });

  it('refuses 127.0.0.1, 10.0.0.0/8, a name resolving to loopback, and schemes other than http(s), by default', async () => {
    const reader = createOutboundFetch({ allowPrivateAddresses: false, timeoutMs: 2000 });
    try {
      expect(await failure(reader.text(`${server.origin}/cal.ics`))).toBe('ADDRESS_NOT_ALLOWED');
      expect(await failure(reader.text('http://10.0.0.1/cal.ics'))).toBe('ADDRESS_NOT_ALLOWED');
      expect(await failure(reader.text('http://[::ffff:10.0.0.1]/cal.ics'))).toBe('ADDRESS_NOT_ALLOWED');
      // A name is checked on the address the connection resolves it to.
      expect(await failure(reader.text(`${server.origin.replace('127.0.0.1', 'localhost')}/cal.ics`))).toBe(
        'ADDRESS_NOT_ALLOWED',
      );
      expect(await failure(reader.text('file:///etc/passwd'))).toBe('URL_NOT_ALLOWED');
      expect(server.reads.get('/cal.ics') ?? 0).toBe(0);
    } finally {
      await reader.close();
    }
  });

  it('reads local addresses with FETCH_ALLOW_PRIVATE_ADDRESSES on', async () => {
    const reader = createOutboundFetch({ allowPrivateAddresses: true, timeoutMs: 2000 });
    try {
      expect(await reader.text(`${server.origin}/cal.ics`)).toContain('BEGIN:VCALENDAR');
    } finally {
      await reader.close();
    }
  });

  it('checks every redirect again: one into 10.0.0.0/8 or to another inside address is refused', async () => {
    // Only the test server's own address is let through; every other inside address stays refused.
    const reader = createOutboundFetch({
      allowPrivateAddresses: false,
      allowAddresses: ['127.0.0.1'],
      timeoutMs: 2000,
    });
    server.routes.set('/to-private', { redirect: 'http://10.0.0.1/cal.ics' });
    server.routes.set('/to-mapped', { redirect: 'http://[::ffff:192.168.0.1]/cal.ics' });
    server.routes.set('/to-loopback-name', { redirect: `http://localhost:${new URL(server.origin).port}/cal.ics` });
    server.routes.set('/to-self', { redirect: '/cal.ics' });
    try {
      expect(await reader.text(`${server.origin}/to-self`)).toContain('BEGIN:VCALENDAR');
      expect(await failure(reader.text(`${server.origin}/to-private`))).toBe('ADDRESS_NOT_ALLOWED');
      expect(await failure(reader.text(`${server.origin}/to-mapped`))).toBe('ADDRESS_NOT_ALLOWED');
      server.routes.set('/loop', { redirect: '/loop' });
      expect(await failure(reader.text(`${server.origin}/loop`))).toBe('TOO_MANY_REDIRECTS');
      // localhost resolves to 127.0.0.1 here, which this reader lets through: the lookup decides, not the name.
      expect(await reader.text(`${server.origin}/to-loopback-name`)).toContain('BEGIN:VCALENDAR');
    } finally {
      await reader.close();
    }
  });

  it('gives up on an address that does not answer in time, or answers too much or an error', async () => {
    const reader = createOutboundFetch({ allowPrivateAddresses: true, timeoutMs: 500, maxBytes: 1024 * 1024 });
    server.routes.set('/silent', { silent: true });
    server.routes.set('/huge', { bytes: 3 * 1024 * 1024 });
    server.routes.set('/gone', { status: 410 });
    try {
      expect(await failure(reader.text(`${server.origin}/silent`))).toBe('TIMEOUT');
      expect(await failure(reader.text(`${server.origin}/huge`))).toBe('TOO_LARGE');
      expect(await failure(reader.text(`${server.origin}/gone`))).toBe('HTTP_STATUS');
    } finally {
      await reader.close();
    }
  });
});
