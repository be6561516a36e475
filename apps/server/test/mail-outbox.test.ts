import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { operatorHeaders } from './support/test-config';

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail outbox over real SMTP', () => {
  let smtp: SmtpCapture;
  let test: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterEach(async () => {
    await test?.close();
    await smtp.resume().catch(() => {});
  });
  afterAll(async () => smtp.stop());

  it('delivers a queued message and marks it sent only after the server accepted it', async () => {
    test = await startTestApp('sqlite', { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Meet <meet@example.test>' } });
    const { mail } = test.app.services;
    const id = await mail.sendEmail(
      {
        to: 'ada@example.test',
        subject: 'Hello Ada',
        text: 'Plain part',
        html: '<p>HTML part</p>',
        attachments: [{ filename: 'note.txt', contentType: 'text/plain', content: 'attached' }],
      },
      'test',
    );
    const received = await smtp.waitFor((m) => m.subject === 'Hello Ada');
    expect(received.text?.trim()).toBe('Plain part');
    expect(received.html).toContain('HTML part');
    expect(received.from?.text).toContain('meet@example.test');
    expect(received.attachments[0]?.content.toString()).toBe('attached');
    await waitUntil(async () => (await mail.outbox.findById(id))?.status === 'sent');
    expect((await mail.outbox.findById(id))?.attempts).toBe(1);
  });

  it('keeps a message queued while the SMTP server is down and delivers it after it comes back', async () => {
    await smtp.stop();
    test = await startTestApp('sqlite', { env: { SMTP_URL: smtp.url } });
    const { mail } = test.app.services;
    const id = await mail.sendEmail({ to: 'bob@example.test', subject: 'Survives outage', text: 'x' }, 'test');

    await waitUntil(async () => ((await mail.outbox.findById(id))?.attempts ?? 0) >= 2);
    const waiting = await mail.outbox.findById(id);
    expect(waiting?.status).toBe('pending');
    expect(waiting?.lastError).toBeTruthy();
    const health = (await test.app.inject({ url: '/api/VideoMeeting/health', headers: operatorHeaders })).json();
    expect(health.data.parts.mail.status).toBe('degraded');

    await smtp.resume();
    await smtp.waitFor((m) => m.subject === 'Survives outage');
    await waitUntil(async () => (await mail.outbox.findById(id))?.status === 'sent');
    expect(smtp.messages.filter((m) => m.subject === 'Survives outage')).toHaveLength(1);
  });

  it('backs off exponentially up to the cap', async () => {
    test = await startTestApp('sqlite', { env: { SMTP_URL: smtp.url } });
    const { sender } = test.app.services.mail;
    expect([1, 2, 3, 4, 5].map((n) => sender.backoffMs(n))).toEqual([100, 200, 400, 500, 500]);
  });
});

describe('dev mailbox', () => {
  let test: TestApp;
  afterEach(async () => test?.close());

  it('keeps mail under DATA_DIR and shows it at /dev/mailbox to loopback requests only', async () => {
    test = await startTestApp('sqlite');
    const { mail } = test.app.services;
    expect(mail.transport.kind).toBe('dev-mailbox');
    await mail.sendEmail({ to: 'cy@example.test', subject: 'Your code <b>', text: 'code 123456' }, 'test');
    await waitUntil(async () => (await mail.devMailbox!.list()).length === 1);

    // Injected requests have no real socket: Host names the configured port (dev-mailbox-access.test.ts
    // covers the key and the other refusals over a real port).
    const local = { host: `localhost:${test.app.services.config.port}` };
    const key = `key=${mail.devMailbox!.accessKey}`;
    const list = await test.app.inject({ url: `/dev/mailbox?${key}`, remoteAddress: '127.0.0.1', headers: local });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Your code &lt;b&gt;');
    const json = (
      await test.app.inject({ url: `/dev/mailbox/messages.json?${key}`, remoteAddress: '::1', headers: local })
    ).json();
    expect(json.messages[0]).toMatchObject({ to: 'cy@example.test', text: 'code 123456' });
    const one = await test.app.inject({
      url: `/dev/mailbox/${json.messages[0].id}?${key}`,
      remoteAddress: '127.0.0.1',
      headers: local,
    });
    expect(one.body).toContain('code 123456');

    const remote = await test.app.inject({
      url: `/dev/mailbox/messages.json?${key}`,
      remoteAddress: '203.0.113.9',
      headers: local,
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('123456');
  });

  it('does not exist when SMTP is configured', async () => {
    test = await startTestApp('sqlite', { env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    const reply = await test.app.inject({ url: '/dev/mailbox/messages.json', remoteAddress: '127.0.0.1' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false });
  });
});
