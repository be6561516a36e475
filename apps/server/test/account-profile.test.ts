import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting/guest';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1';

// The account page (docs/product.md, 'Account page'): profile, language, e-mail change and signed-in devices, over
// real SMTP.
describe.each(testDialects)('account profile and sessions on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let counter = 0;
  const address = (label: string) => `${label}-${++counter}-${Date.now()}@example.test`;

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    test = await startTestApp(dialect, { env: { SMTP_URL: smtp.url, OTP_RESEND_SECONDS: '0' } });
  });
  afterEach(async () => test.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    test.app.inject({
      method,
      url: `${api}${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });
  const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
  /** The code in the `index`-th mail to an address (waits for it). */
  async function codeFor(email: string, index: number): Promise<string> {
    await smtp.waitFor(() => mailsTo(email).length > index);
    const code = /\b(\d{6})\b/.exec(mailsTo(email)[index]!.subject ?? '')?.[1];
    if (!code) throw new Error(`no code in mail ${index} to ${email}`);
    return code;
  }
  async function signUp(email: string, userAgent = CHROME_LINUX): Promise<string> {
    await test.app.inject({ method: 'POST', url: `${api}/send-otp?purpose=register`, payload: { email } });
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/register-with-otp`,
      headers: { 'user-agent': userAgent },
      payload: { name: 'Ada Lovelace', email, otpCode: await codeFor(email, mailsTo(email).length) },
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().data.token;
  }
  /** Signs in with a login code; `undefined` when no code could be had (no account). */
  async function login(email: string, userAgent = FIREFOX_WINDOWS): Promise<string | undefined> {
    const index = mailsTo(email).length;
    await test.app.inject({ method: 'POST', url: `${api}/send-otp?purpose=login`, payload: { email } });
    await smtp.waitFor(() => mailsTo(email).length > index);
    const code = /\b(\d{6})\b/.exec(mailsTo(email)[index]!.subject ?? '')?.[1];
    if (!code) return undefined;
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/login-with-otp`,
      headers: { 'user-agent': userAgent },
      payload: { email, otpCode: code },
    });
    return reply.statusCode === 200 ? reply.json().data.token : undefined;
  }

  it('answers 401 on every account call without a session', async () => {
    const calls: Array<[Parameters<typeof call>[0], string, object?]> = [
      ['GET', '/me/profile'],
      ['PATCH', '/me', { name: 'Someone' }],
      ['POST', '/me/email', { email: 'x@example.test' }],
      ['POST', '/me/email/confirm', { otpCode: '123456' }],
      ['GET', '/sessions'],
      ['DELETE', '/sessions/abc'],
      ['POST', '/sessions/revoke-others'],
      ['GET', '/export'],
      ['POST', '/delete/request'],
      ['POST', '/delete', { otpCode: '123456' }],
    ];
    for (const [method, url, payload] of calls) {
      const reply = await call(method, url, undefined, payload);
      expect(reply.statusCode, `${method} ${url}`).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, data: null });
    }
  });

  it('edits name and phone, and saves the language that e-mails then come in', async () => {
    const email = address('ada');
    const token = await signUp(email);
    const edited = await call('PATCH', '/me', token, { name: '  Ada King ', phone: '+44 20 7946 0000', locale: 'tr' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Ada King', phone: '+44 20 7946 0000', locale: 'tr', email });
    expect((await call('GET', '/me', token)).json().data).toMatchObject({ name: 'Ada King', locale: 'tr' });
    expect((await call('PATCH', '/me', token, { phone: '' })).json().data.phone).toBeNull();
    const invalid = await call('PATCH', '/me', token, { name: 'A', locale: 'de' });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['locale', 'name']);

    await login(email);
    expect(mailsTo(email).at(-1)!.subject).toContain('kodunuz');
  });

  it('changes the e-mail address with a code sent to the new one and tells the old one', async () => {
    const oldEmail = address('old');
    const newEmail = address('new');
    const token = await signUp(oldEmail);
    const asked = await call('POST', '/me/email', token, { email: newEmail.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ email: newEmail, expiresInSeconds: 600 });
    const code = await codeFor(newEmail, 0);
    expect(mailsTo(newEmail)[0]!.text).toContain('make this the e-mail address of your Video Meeting account');
    expect((await call('GET', '/me/profile', token)).json().data).toMatchObject({
      email: oldEmail,
      pendingEmail: newEmail,
    });

    const wrong = await call('POST', '/me/email/confirm', token, { otpCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call('POST', '/me/email/confirm', token, { otpCode: code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ email: newEmail, pendingEmail: null });

    const notice = await smtp.waitFor(
      (m) => JSON.stringify(m.to).includes(oldEmail) && /changed/.test(m.subject ?? ''),
    );
    expect(notice.text).toContain(newEmail);
    expect(await login(newEmail)).toBeTruthy();
    expect(await login(oldEmail)).toBeUndefined();
    expect(mailsTo(oldEmail).at(-1)!.subject).toMatch(/no account/i);
  });

  it('refuses an address another account uses, without mailing it, and a code for another purpose', async () => {
    const mine = address('mine');
    const theirs = address('theirs');
    const token = await signUp(mine);
    await signUp(theirs);
    const before = mailsTo(theirs).length;
    const taken = await call('POST', '/me/email', token, { email: theirs });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).not.toContain('Ada Lovelace');
    expect((await call('POST', '/me/email', token, { email: mine })).statusCode).toBe(400);
    expect((await call('POST', '/me/email/confirm', token, { otpCode: '123456' })).statusCode).toBe(400);

    // A code made for deleting the account does not sign anybody in: purposes do not mix.
    const index = mailsTo(mine).length;
    await call('POST', '/delete/request', token);
    const deletionCode = await codeFor(mine, index);
    const signIn = await test.app.inject({
      method: 'POST',
      url: `${api}/login-with-otp`,
      payload: { email: mine, otpCode: deletionCode },
    });
    expect(signIn.statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(theirs)).toHaveLength(before);
  });

  it('lists the signed-in devices without secrets and signs one out', async () => {
    const email = address('devices');
    const first = await signUp(email, CHROME_LINUX);
    const second = (await login(email, FIREFOX_WINDOWS))!;
    const reply = await call('GET', '/sessions', first);
    expect(reply.statusCode).toBe(200);
    const sessions = reply.json().data as Array<{ id: string; current: boolean; label: string; lastSeenAt: string }>;
    expect(sessions.map((s) => [s.label, s.current]).sort()).toEqual([
      ['Chrome on Linux', true],
      ['Firefox on Windows', false],
    ]);
    expect(
      sessions.every((s) => Object.keys(s).sort().join() === 'browser,createdAt,current,id,label,lastSeenAt,os'),
    ).toBe(true);
    const hashes = await test.app.services.database.db.selectFrom('sessions').select('token_hash').execute();
    for (const secret of [first, second, ...hashes.map((row) => row.token_hash)])
      expect(reply.body).not.toContain(secret);

    const other = sessions.find((s) => !s.current)!;
    expect((await call('DELETE', `/sessions/${other.id}`, first)).statusCode).toBe(200);
    expect((await call('GET', '/me', second)).statusCode).toBe(401);
    expect((await call('GET', '/me', first)).statusCode).toBe(200);
    expect((await call('DELETE', `/sessions/${other.id}`, first)).statusCode).toBe(404);
  });

  it('signs out every other device, and keeps each user to their own sessions', async () => {
    const email = address('many');
    const current = await signUp(email, CHROME_LINUX);
    const phone = (await login(email, SAFARI_IPHONE))!;
    const laptop = (await login(email, FIREFOX_WINDOWS))!;
    const stranger = await signUp(address('stranger'));

    const mine = (await call('GET', '/sessions', current)).json().data as Array<{ id: string; label: string }>;
    expect(mine.map((s) => s.label)).toContain('Safari on iOS');
    const theirs = (await call('GET', '/sessions', stranger)).json().data as Array<{ id: string }>;
    expect(theirs).toHaveLength(1);
    expect(mine.some((s) => s.id === theirs[0]!.id)).toBe(false);
    for (const session of mine) {
      expect((await call('DELETE', `/sessions/${session.id}`, stranger)).statusCode).toBe(404);
    }
    expect((await call('GET', '/me', phone)).statusCode).toBe(200);

    const revoked = await call('POST', '/sessions/revoke-others', current);
    expect(revoked.json().data).toEqual({ revoked: 2 });
    expect((await call('GET', '/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/me', laptop)).statusCode).toBe(401);
    expect((await call('GET', '/me', current)).statusCode).toBe(200);
    expect((await call('GET', '/me', stranger)).statusCode).toBe(200);
    expect((await call('GET', '/sessions', current)).json().data).toHaveLength(1);
  });
});
