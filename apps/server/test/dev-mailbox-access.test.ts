import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MAILBOX_KEY_FILE } from '../src/modules/mail/dev-mailbox-access';
import { startTestApp, type TestApp } from './support/test-app';
import { tempDir } from './support/test-config';

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A raw request, so the test controls the Host and forwarding headers exactly as a proxy would send them. */
function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

async function listening(test: TestApp): Promise<number> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return (test.app.server.address() as AddressInfo).port;
}

async function mailWithCode(test: TestApp): Promise<string> {
  const { mail } = test.app.services;
  await mail.sendEmail({ to: 'vic@example.test', subject: 'Your code 424242', text: 'code 424242' }, 'test');
  const deadline = Date.now() + 15_000;
  while ((await mail.devMailbox!.list()).length === 0) {
    if (Date.now() > deadline) throw new Error('the mail never reached the dev mailbox');
    await new Promise((wake) => setTimeout(wake, 50));
  }
  return (await mail.devMailbox!.list())[0]!.id;
}

describe('dev mailbox access', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('needs this start’s key on the page, the JSON and each message, and keeps the key in an owner-only file', async () => {
    test = await startTestApp('sqlite');
    const port = await listening(test);
    const id = await mailWithCode(test);
    const keyFile = path.join(test.dataDir, MAILBOX_KEY_FILE);
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    expect(key).toBe(test.app.services.mail.devMailbox!.accessKey);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const host = { host: `127.0.0.1:${port}` };

    for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', `/dev/mailbox/${id}`]) {
      const without = await get(port, url, host);
      expect(without.status).toBe(404);
      expect(without.body).not.toContain('424242');
      // One character off; a key that already ends in 'x' gets a 'y' (else the 'wrong' key was right).
      const wrongKey = `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`;
      const wrong = await get(port, `${url}?key=${wrongKey}`, host);
      expect(wrong.status).toBe(404);
      const right = await get(port, `${url}?key=${key}`, host);
      expect(right.status).toBe(200);
      expect(right.body).toContain('424242');
      expect(right.headers['cache-control']).toBe('no-store');
      expect(right.headers['referrer-policy']).toBe('no-referrer');
    }
    // The page's links carry the key, so a person can click through.
    const page = await get(port, `/dev/mailbox?key=${key}`, { host: `localhost:${port}` });
    expect(page.body).toContain(`/dev/mailbox/${id}?key=${key}`);
  });

  it('refuses proxied requests, foreign Host headers and other machines, even with the key', async () => {
    test = await startTestApp('sqlite', { env: { TRUST_PROXY: '127.0.0.1' } });
    const port = await listening(test);
    await mailWithCode(test);
    const key = test.app.services.mail.devMailbox!.accessKey;
    const url = `/dev/mailbox/messages.json?key=${key}`;

    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      expect((await get(port, url, { host: `${name}:${port}` })).status).toBe(200);
    }
    const refused: Record<string, string>[] = [
      { host: `127.0.0.1:${port}`, 'x-forwarded-for': '203.0.113.5' },
      { host: `127.0.0.1:${port}`, forwarded: 'for=203.0.113.5' },
      { host: `127.0.0.1:${port}`, 'x-real-ip': '203.0.113.5' },
      // DNS rebinding: the attacker's name resolves to 127.0.0.1, but the Host still names it.
      { host: `evil.example:${port}` },
      { host: 'localhost' },
      { host: `localhost:${port + 1}` },
    ];
    for (const headers of refused) {
      const reply = await get(port, url, headers);
      expect(reply.status, JSON.stringify(headers)).toBe(404);
      expect(reply.body).not.toContain('424242');
      expect(JSON.parse(reply.body)).toMatchObject({ success: false, data: null });
    }
    const remote = await test.app.inject({
      url,
      remoteAddress: '203.0.113.9',
      headers: { host: `localhost:${test.app.services.config.port}` },
    });
    expect(remote.statusCode).toBe(404);
  });

  it('keeps the mailbox folder and its messages readable by the owner only', async () => {
    test = await startTestApp('sqlite');
    const id = await mailWithCode(test);
    const directory = test.app.services.mail.devMailbox!.directory;
    expect(fs.statSync(directory).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(directory, `${id}.json`)).mode & 0o777).toBe(0o600);
  });

  it('is a 404, not the web app, when SMTP is configured', async () => {
    const web = tempDir('vm-web-');
    fs.writeFileSync(path.join(web.dir, 'index.html'), '<!doctype html><title>web app</title>');
    try {
      test = await startTestApp('sqlite', { env: { SMTP_URL: 'smtp://127.0.0.1:9', WEB_DIST_DIR: web.dir } });
      for (const url of ['/dev/mailbox', '/dev/mailbox/messages.json', '/dev']) {
        const reply = await test.app.inject({ url, remoteAddress: '127.0.0.1' });
        expect(reply.statusCode, url).toBe(404);
        expect(reply.body).not.toContain('web app');
      }
      // Other paths still get the web app.
      expect((await test.app.inject({ url: '/dashboard' })).body).toContain('web app');
    } finally {
      web.remove();
    }
  });
});
