import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app';
import { tempDir } from './support/test-config';

type Headers = Record<string, unknown>;

function expectBrowserHeaders(headers: Headers, what: string) {
  const csp = String(headers['content-security-policy']);
  expect(csp, what).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("connect-src 'self'");
  expect(csp, what).toContain("img-src 'self' blob: data:");
  expect(csp, what).toContain("media-src 'self' blob: data:");
  expect(csp, what).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy']), what).toContain(
    'camera=(self), microphone=(self), display-capture=(self)',
  );
}

describe('browser security headers', () => {
  let test: TestApp;
  const web = tempDir('vm-web-');
  fs.mkdirSync(path.join(web.dir, 'assets'));
  fs.writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html><title>web app</title>');
  fs.writeFileSync(path.join(web.dir, 'assets', 'app-1234.js'), 'console.log(1)');
  afterEach(async () => test?.close());
  afterAll(() => web.remove());

  it('are on every kind of reply, and plain HTTP gets no HSTS or upgrade', async () => {
    test = await startTestApp('sqlite', { env: { WEB_DIST_DIR: web.dir } });
    const replies = {
      'API success': await test.app.inject({ url: '/api/VideoMeeting/health' }),
      'API 404': await test.app.inject({ url: '/api/VideoMeeting/nope' }),
      'API 400': await test.app.inject({
        method: 'POST',
        url: '/api/VideoMeeting/guest/send-otp?purpose=login',
        payload: { email: 'not an address' },
      }),
      'API 401': await test.app.inject({ url: '/api/VideoMeeting/meetings' }),
      'malformed JSON': await test.app.inject({
        method: 'POST',
        url: '/api/VideoMeeting/guest/send-otp?purpose=login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
      'web page': await test.app.inject({ url: '/dashboard' }),
      'static asset': await test.app.inject({ url: '/assets/app-1234.js' }),
      'missing file': await test.app.inject({ url: '/assets/missing.js' }),
      'dev mailbox refusal': await test.app.inject({ url: '/dev/mailbox' }),
    };
    for (const [what, reply] of Object.entries(replies)) {
      expectBrowserHeaders(reply.headers, `${what} (${reply.statusCode})`);
      expect(reply.headers['strict-transport-security'], what).toBeUndefined();
      expect(String(reply.headers['content-security-policy']), what).not.toContain('upgrade-insecure-requests');
    }
    expect(replies['web page'].statusCode).toBe(200);
    expect(replies['static asset'].statusCode).toBe(200);
  });

  it('let other sites frame only the embedded booking page (/book/{handle}/{slug}?embed=1)', async () => {
    test = await startTestApp('sqlite', { env: { WEB_DIST_DIR: web.dir } });
    const embedded = await test.app.inject({ url: '/book/hana-host/intro-call?embed=1' });
    expect(embedded.statusCode).toBe(200);
    const csp = String(embedded.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(embedded.headers['x-frame-options']).toBeUndefined();
    for (const url of [
      '/book/hana-host/intro-call',
      '/book/hana-host/intro-call?embed=0',
      '/dashboard?embed=1',
      '/bookings/some-token/cancel?embed=1',
      '/book/hana-host/intro-call/extra?embed=1',
    ]) {
      const reply = await test.app.inject({ url });
      expect(String(reply.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('add HSTS and upgrade-insecure-requests when the public address is https, and name its WebSocket', async () => {
    test = await startTestApp('sqlite', { env: { PUBLIC_URL: 'https://meet.example.com' } });
    const reply = await test.app.inject({ url: '/api/VideoMeeting/health' });
    expectBrowserHeaders(reply.headers, 'https');
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(reply.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(reply.headers['content-security-policy']).toContain("connect-src 'self' wss://meet.example.com");
  });

  it('give the dev mailbox page its own policy: inline styles, a sandboxed frame, no scripts', async () => {
    test = await startTestApp('sqlite');
    const key = test.app.services.mail.devMailbox!.accessKey;
    const reply = await test.app.inject({
      url: `/dev/mailbox?key=${key}`,
      remoteAddress: '127.0.0.1',
      headers: { host: `localhost:${test.app.services.config.port}` },
    });
    expect(reply.statusCode).toBe(200);
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain('script-src');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });
});
