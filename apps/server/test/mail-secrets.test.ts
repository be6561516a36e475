import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERASED_SUBJECT } from '../src/modules/mail/outbox-repository';
import { testDialects } from './support/databases';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';

// Codes are stored only as keyed hashes; the mail that carried one must not keep it in plain text.
describe.each(testDialects)('sign-in codes in the outbox on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterEach(async () => test?.close());
  afterAll(async () => smtp.stop());

  it('erases the code mail’s content once the mail server has it, and keeps other mail', async () => {
    test = await startTestApp(dialect, { env: { SMTP_URL: smtp.url } });
    const email = `erase-${Date.now()}@example.test`;
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/VideoMeeting/guest/send-otp?purpose=register',
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
    const delivered = await smtp.waitFor((message) => JSON.stringify(message.to).includes(email));
    const code = /\b(\d{6})\b/.exec(delivered.subject ?? '')![1]!;

    const { db } = test.app.services.database;
    const row = async () =>
      db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).executeTakeFirstOrThrow();
    await vi.waitFor(async () => expect((await row()).subject).toBe(ERASED_SUBJECT), { timeout: 10_000 });
    const stored = await row();
    expect(stored.status).toBe('sent');
    expect(JSON.stringify(stored)).not.toContain(code);

    const { mail } = test.app.services;
    const other = await mail.sendEmail({ to: email, subject: 'Kept subject', text: 'kept text' }, 'invitation');
    await vi.waitFor(async () => expect((await mail.outbox.findById(other))?.status).toBe('sent'), { timeout: 10_000 });
    expect(await mail.outbox.findById(other)).toMatchObject({ subject: 'Kept subject', text: 'kept text' });
  });
});
