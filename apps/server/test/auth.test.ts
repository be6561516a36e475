import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting/guest';
const MINUTE = 60_000;

describe.each(testDialects)('guest sign-in with e-mailed codes on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let clock: TestClock;
  let counter = 0;
  const address = () => `user${++counter}-${Date.now()}@example.test`;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock, env: { SMTP_URL: smtp.url, OTP_MAX_PER_IP_HOUR: '1000' } });
  });
  afterEach(async () => test.close());

  const sendOtp = (email: string, purpose: 'register' | 'login') =>
    test.app.inject({ method: 'POST', url: `${api}/send-otp?purpose=${purpose}`, payload: { email } });
  const register = (payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: `${api}/register-with-otp`, payload });
  const login = (payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: `${api}/login-with-otp`, payload });
  const me = (token: string) => test.app.inject({ url: `${api}/me`, headers: { authorization: `Bearer ${token}` } });

  /** Reads the newest code e-mailed to an address from the real SMTP server. */
  async function codeFor(email: string, skip = 0): Promise<string> {
    const mails = () => smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(email));
    await smtp.waitFor(() => mails().length > skip);
    const subject = mails()[skip]!.subject ?? '';
    const match = /\b(\d{6})\b/.exec(subject);
    if (!match) throw new Error(`no code in "${subject}"`);
    return match[1]!;
  }

  async function registered(email = address()) {
    expect((await sendOtp(email, 'register')).statusCode).toBe(200);
    const reply = await register({ name: 'Ada Lovelace', email, otpCode: await codeFor(email) });
    expect(reply.statusCode).toBe(201);
    return { email, session: reply.json().data as { token: string; expiry: string; user: { id: string } } };
  }

  it('registers with the e-mailed code and signs the new account in', async () => {
    const email = address();
    const sent = await sendOtp(email.toUpperCase(), 'register');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      data: { email, expiresInSeconds: 600, resendAfterSeconds: 60 },
    });
    const mail = await smtp.waitFor((m) => JSON.stringify(m.to).includes(email));
    expect(mail.text).toContain('10 minutes');
    expect(mail.text).toMatch(/Nobody from Video Meeting will ever ask you for this code/);
    expect(mail.html).toContain('Video Meeting');

    const reply = await register({
      name: '  Ada Lovelace ',
      email,
      otpCode: await codeFor(email),
      phone: '+90 555 123 4567',
    });
    expect(reply.statusCode).toBe(201);
    const { data } = reply.json();
    expect(data.token.length).toBeGreaterThanOrEqual(22);
    expect(Date.parse(data.expiry) - clock.now().getTime()).toBe(30 * 24 * 60 * MINUTE);
    expect(data.expiry).toMatch(/Z$/);
    expect(data.user).toEqual({
      id: expect.any(String),
      email,
      name: 'Ada Lovelace',
      isVerified: true,
      type: 'guest',
      plan: 'free',
      locale: 'en',
    });

    const profile = await me(data.token);
    expect(profile.statusCode).toBe(200);
    // The signed-in guest, with the booking handle it has not made yet (docs/product.md, 'Booking pages').
    expect(profile.json().data).toEqual({ ...data.user, bookingHandle: null });
  });

  it('signs an existing account in through login, and through a register code too', async () => {
    const { email, session } = await registered();
    clock.advance(61_000);
    await sendOtp(email, 'login');
    const reply = await login({ email, otpCode: await codeFor(email, 1), isRegistration: false, role: 'guest' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ success: true, data: { user: { id: session.user.id, email } } });

    clock.advance(61_000);
    await sendOtp(email, 'register');
    const again = await register({ name: 'Someone Else', email, otpCode: await codeFor(email, 2) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user).toMatchObject({ id: session.user.id, name: 'Ada Lovelace' });
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = address();
    await sendOtp(email, 'register');
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const reply = await register({ name: 'Ada', email, otpCode: wrong });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().errors[0].field).toBe('otpCode');
      messages.push(reply.json().message);
    }
    expect(messages.slice(0, 4).every((m) => m === 'Invalid OTP. Please try again.')).toBe(true);
    expect(messages[4]).toMatch(/Too many wrong attempts/);
    const right = await register({ name: 'Ada', email, otpCode: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toMatch(/Too many wrong attempts/);
  });

  it('refuses an expired code', async () => {
    const email = address();
    await sendOtp(email, 'register');
    const code = await codeFor(email);
    clock.advance(10 * MINUTE + 1000);
    const reply = await register({ name: 'Ada', email, otpCode: code });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/expired/);
  });

  it('refuses a reused code and a code of the other purpose', async () => {
    const { email } = await registered();
    clock.advance(61_000);
    await sendOtp(email, 'login');
    const code = await codeFor(email, 1);
    expect((await register({ name: 'Ada', email, otpCode: code })).statusCode).toBe(400);
    expect((await login({ email, otpCode: code })).statusCode).toBe(200);
    const reused = await login({ email, otpCode: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/already used/);
  });

  it('lets a newer code replace the older one', async () => {
    const email = address();
    await sendOtp(email, 'register');
    const first = await codeFor(email);
    clock.advance(61_000);
    await sendOtp(email, 'register');
    const second = await codeFor(email, 1);
    if (first !== second) expect((await register({ name: 'Ada', email, otpCode: first })).statusCode).toBe(400);
    expect((await register({ name: 'Ada', email, otpCode: second })).statusCode).toBe(201);
  });

  it('answers a resend within 60 s with 429 and Retry-After', async () => {
    const email = address();
    expect((await sendOtp(email, 'register')).statusCode).toBe(200);
    clock.advance(20_000);
    const early = await sendOtp(email, 'register');
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toMatchObject({
      success: false,
      message: 'Please wait 40 seconds before requesting a new code.',
      code: 'OTP_RESEND_TOO_SOON',
      params: { seconds: 40 },
    });
    // The general entry carries the same code and numbers, for a client that reads errors[].
    expect(early.json().errors).toEqual([
      {
        field: 'general',
        message: 'Please wait 40 seconds before requesting a new code.',
        code: 'OTP_RESEND_TOO_SOON',
        params: { seconds: 40 },
      },
    ]);
    clock.advance(41_000);
    expect((await sendOtp(email, 'register')).statusCode).toBe(200);
  });

  it('caps codes per address per hour', async () => {
    const email = address();
    for (let i = 0; i < 6; i++) {
      expect((await sendOtp(email, 'register')).statusCode).toBe(200);
      clock.advance(61_000);
    }
    const capped = await sendOtp(email, 'register');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60 * MINUTE);
    expect((await sendOtp(email, 'register')).statusCode).toBe(200);
  });

  it('answers send-otp identically for registered and unknown addresses, and mails the unknown one how to register', async () => {
    const { email: known } = await registered();
    clock.advance(61_000);
    const unknown = address();
    const a = await sendOtp(known, 'login');
    const b = await sendOtp(unknown, 'login');
    expect(a.statusCode).toBe(b.statusCode);
    expect({ ...a.json(), data: { ...a.json().data, email: 'x' } }).toEqual({
      ...b.json(),
      data: { ...b.json().data, email: 'x' },
    });
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());

    const notice = await smtp.waitFor((m) => JSON.stringify(m.to).includes(unknown));
    expect(notice.subject).toMatch(/no account/i);
    expect(notice.text).toContain('/auth/guest/register');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    const attempt = await login({ email: unknown, otpCode: '123456' });
    expect(attempt.statusCode).toBe(400);
    expect(attempt.json().message).toBe('Invalid OTP. Please try again.');
  });

  it('revokes the session on logout and refuses unknown or expired tokens', async () => {
    const { session } = await registered();
    expect((await me(session.token)).statusCode).toBe(200);
    const out = await test.app.inject({
      method: 'POST',
      url: `${api}/logout`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, data: null });
    expect((await me('not-a-token')).statusCode).toBe(401);
    expect((await test.app.inject({ url: `${api}/me` })).statusCode).toBe(401);

    const second = await registered();
    clock.advance(30 * 24 * 60 * MINUTE + 1000);
    expect((await me(second.session.token)).statusCode).toBe(401);
  });

  it('stores only hashes of codes and tokens', async () => {
    const { email, session } = await registered();
    const { db } = test.app.services.database;
    const codes = await db.selectFrom('otp_codes').select('code_hash').where('email', '=', email).execute();
    const code = (smtp.messages.find((m) => JSON.stringify(m.to).includes(email))!.subject ?? '').slice(0, 6);
    expect(codes.every((row) => row.code_hash.length === 64 && !row.code_hash.includes(code))).toBe(true);
    const sessions = await db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.some((row) => row.token_hash === session.token)).toBe(false);
  });

  it('rejects bad bodies with 400 and field errors', async () => {
    const badPurpose = await test.app.inject({
      method: 'POST',
      url: `${api}/send-otp?purpose=reset`,
      payload: { email: 'a@b.co' },
    });
    expect(badPurpose.statusCode).toBe(400);
    expect(badPurpose.json().errors[0].field).toBe('purpose');

    const badEmail = await sendOtp('not-an-email', 'register');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address', code: 'INVALID_EMAIL' },
    ]);

    const badRegistration = await register({ name: ' A ', email: 'a@b.co', otpCode: '12', phone: '123' });
    expect(badRegistration.statusCode).toBe(400);
    const fields = badRegistration
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['name', 'otpCode', 'phone']);

    const platform = await login({ email: 'a@b.co', otpCode: '123456', role: 'platform' });
    expect(platform.statusCode).toBe(400);
  });
});

describe('per-IP hourly cap', () => {
  let test: TestApp;
  afterEach(async () => test.close());

  it('refuses codes beyond the configured number per client IP', async () => {
    test = await startTestApp('sqlite', { env: { OTP_MAX_PER_IP_HOUR: '3' } });
    const send = (n: number) =>
      test.app.inject({
        method: 'POST',
        url: '/api/VideoMeeting/guest/send-otp?purpose=register',
        payload: { email: `ip${n}@example.test` },
        remoteAddress: '198.51.100.7',
      });
    for (let n = 0; n < 3; n++) expect((await send(n)).statusCode).toBe(200);
    const capped = await send(3);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/Too many codes/);
  });
});
