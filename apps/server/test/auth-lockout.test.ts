import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { testDialects } from './support/databases';
import { SmtpCapture } from './support/smtp-capture';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting/guest';
const MINUTE = 60_000;
/** The owner's network and a stranger's; other loopback addresses play more strangers. */
const OWNER = '127.0.0.2';
const STRANGER = '127.0.0.3';
const ip = (n: number) => `127.0.1.${n}`;

const INVALID = 'Invalid OTP. Please try again.';
const EXHAUSTED = /Too many wrong attempts/;

/**
 * A stranger's requests and wrong guesses must not lock the owner of an address out of sign-in, while
 * inboxes stay safe from flooding and guessing odds stay bounded (decision record 007). Every limit
 * here runs at its default. Strangers on many addresses at once: auth-strangers.test.ts.
 */
describe.each(testDialects)('sign-in codes cannot be used to lock someone out, on %s', (dialect) => {
  let smtp: SmtpCapture;
  let test: TestApp;
  let clock: TestClock;
  let counter = 0;
  const address = () => `lockout${++counter}-${Date.now()}@example.test`;
  const delivered = new Map<string, number>();

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
  });
  afterAll(async () => smtp.stop());
  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock, env: { SMTP_URL: smtp.url } });
  });
  afterEach(async () => test.close());

  async function sendOtp(email: string, from: string, purpose: 'register' | 'login' = 'register') {
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/send-otp?purpose=${purpose}`,
      payload: { email },
      remoteAddress: from,
    });
    if (reply.statusCode === 200) delivered.set(email, (delivered.get(email) ?? 0) + 1);
    return reply;
  }
  const register = (email: string, otpCode: string, from: string) =>
    test.app.inject({
      method: 'POST',
      url: `${api}/register-with-otp`,
      payload: { name: 'Ada Lovelace', email, otpCode },
      remoteAddress: from,
    });
  const login = (email: string, otpCode: string, from: string) =>
    test.app.inject({ method: 'POST', url: `${api}/login-with-otp`, payload: { email, otpCode }, remoteAddress: from });

  const mailsTo = (email: string) => smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));

  /** Asks for a code from a client address and reads it from the real SMTP server. */
  async function requestCode(email: string, from: string, purpose: 'register' | 'login' = 'register') {
    // Earlier mails to the address arrive first, so the next one is this request's.
    const index = delivered.get(email) ?? 0;
    if (index > 0) await smtp.waitFor(() => mailsTo(email).length >= index);
    const reply = await sendOtp(email, from, purpose);
    expect(reply.statusCode).toBe(200);
    await smtp.waitFor(() => mailsTo(email).length > index);
    const match = /\b(\d{6})\b/.exec(mailsTo(email)[index]!.subject ?? '');
    if (!match) throw new Error(`no code mailed to ${email}`);
    return match[1]!;
  }
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const messageOf = (reply: LightMyRequestResponse) => {
    expect(reply.statusCode).toBe(400);
    expect(reply.json().errors[0].field).toBe('otpCode');
    return reply.json().message as string;
  };

  it('lets the owner sign in after one client address spent its whole budget on the address', async () => {
    const email = address();
    expect((await register(email, await requestCode(email, OWNER), OWNER)).statusCode).toBe(201);

    // The stranger's six codes an hour, each with its five wrong tries: 30 wrong guesses.
    for (let round = 0; round < 6; round++) {
      const code = await requestCode(email, STRANGER, 'login');
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) messages.push(messageOf(await login(email, wrongFor(code), STRANGER)));
      expect(messages.slice(0, 4)).toEqual(Array(4).fill(INVALID));
      expect(messages[4]).toMatch(EXHAUSTED);
      expect(messageOf(await login(email, code, STRANGER))).toMatch(EXHAUSTED);
      clock.advance(61_000);
    }
    const capped = await sendOtp(email, STRANGER, 'login');
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);

    const code = await requestCode(email, OWNER, 'login');
    const reply = await login(email, code, OWNER);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.user.email).toBe(email);
  });

  it("leaves the owner's pending code usable after a stranger's wrong tries on it", async () => {
    const email = address();
    const code = await requestCode(email, OWNER);
    // The stranger asked for no code, so it is checked against the owner's: five tries, not more.
    const messages: string[] = [];
    for (let i = 0; i < 6; i++) messages.push(messageOf(await register(email, wrongFor(code), STRANGER)));
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(INVALID));
    expect(messages[4]).toMatch(EXHAUSTED);
    expect(messages[5]).toMatch(EXHAUSTED);
    expect(messageOf(await register(email, code, STRANGER))).toMatch(EXHAUSTED);

    expect((await register(email, code, OWNER)).statusCode).toBe(201);
  });

  it("does not let a stranger's code replace the owner's, and takes a code on a network that asked for none", async () => {
    const email = address();
    const mine = await requestCode(email, OWNER);
    const theirs = await requestCode(email, STRANGER);
    // Each client address is checked against the newest code it asked for itself.
    if (mine !== theirs) expect(messageOf(await register(email, mine, STRANGER))).toBe(INVALID);
    expect((await register(email, mine, OWNER)).statusCode).toBe(201);

    // The owner asks on the phone and types the code on a laptop elsewhere: the newest code counts.
    clock.advance(61_000);
    const onPhone = await requestCode(email, OWNER, 'login');
    expect((await login(email, onPhone, ip(1))).statusCode).toBe(200);
  });

  it('keeps the resend wait per address, client address and purpose', async () => {
    const email = address();
    expect((await sendOtp(email, STRANGER)).statusCode).toBe(200);
    expect((await sendOtp(email, OWNER)).statusCode).toBe(200);
    clock.advance(20_000);
    const early = await sendOtp(email, STRANGER);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json().message).toBe('Please wait 40 seconds before requesting a new code.');
    expect((await sendOtp(email, ip(1))).statusCode).toBe(200);
    clock.advance(41_000);
    expect((await sendOtp(email, STRANGER)).statusCode).toBe(200);
  });

  it('stops a flood of one inbox from many client addresses at 20 codes an hour', async () => {
    const email = address();
    // Batches of at most eight, each past its codes' ten minutes before the next: eight live codes
    // are as many tries as strangers get before they must wait (see the last test).
    for (const batch of [
      [1, 2, 3, 4, 5, 6, 7, 8],
      [9, 10, 11, 12, 13, 14, 15, 16],
      [17, 18, 19, 20],
    ]) {
      for (const n of batch) expect((await sendOtp(email, ip(n))).statusCode).toBe(200);
      clock.advance(11 * MINUTE);
    }
    const ceiling = await sendOtp(email, ip(21));
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json().message).toMatch(/Too many codes/);
    expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(0);
    const { db } = test.app.services.database;
    const rows = await db.selectFrom('otp_codes').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(20);

    clock.advance(60 * MINUTE);
    expect((await sendOtp(email, ip(21))).statusCode).toBe(200);
  });

  it('holds the send limits under parallel requests', async () => {
    const email = address();
    const burst = await Promise.all(Array.from({ length: 10 }, () => sendOtp(email, STRANGER)));
    expect(burst.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((reply) => reply.statusCode === 429)).toHaveLength(9);

    // Eight live codes hold 40 open tries, the ceiling: the ninth stranger waits, however many race.
    const flooded = address();
    const many = await Promise.all(Array.from({ length: 30 }, (_, n) => sendOtp(flooded, ip(n + 1))));
    expect(many.filter((reply) => reply.statusCode === 200)).toHaveLength(8);
    expect(many.filter((reply) => reply.statusCode === 429)).toHaveLength(22);
  });

  it('stops strangers at 15 tries on a code they did not ask for, even in parallel, never its own client', async () => {
    const email = address();
    const code = await requestCode(email, OWNER);
    const wrong = wrongFor(code);
    for (let i = 0; i < 5; i++) messageOf(await register(email, wrong, ip(1)));
    // Another client address still has its own five tries on the code.
    expect(messageOf(await register(email, wrong, ip(2)))).toBe(INVALID);
    // Nine tries are left on the code for other clients; 20 come at once from four more addresses.
    const racing = await Promise.all(
      [3, 4, 5, 6].flatMap((n) => Array.from({ length: 5 }, () => register(email, wrong, ip(n)))),
    );
    racing.forEach(messageOf);
    const { db } = test.app.services.database;
    const tries = await db.selectFrom('otp_failures').select('ip').where('email', '=', email).execute();
    expect(tries).toHaveLength(15);
    const row = await db
      .selectFrom('otp_codes')
      .select('attempts')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(15);
    expect(messageOf(await register(email, wrong, ip(7)))).toMatch(EXHAUSTED);

    // The strangers' tries never touched the owner's own five.
    expect((await register(email, code, OWNER)).statusCode).toBe(201);
  });

  it("makes strangers wait longer and longer past the address's ceiling, and keeps the owner's code alive", async () => {
    const email = address();
    const spend = async (from: string) => {
      const wrong = wrongFor(await requestCode(email, from));
      for (let i = 0; i < 5; i++) messageOf(await register(email, wrong, from));
    };
    const code = await requestCode(email, OWNER);
    // Seven strangers spend five tries each on codes of their own: 35, and the owner's code has five open.
    for (let n = 1; n <= 7; n++) await spend(ip(n));
    // At the ceiling of 40 nobody gets tries on codes it did not ask for, and new codes wait.
    expect(messageOf(await register(email, '123456', ip(10)))).toMatch(EXHAUSTED);
    const paced = await sendOtp(email, ip(8));
    expect(paced.statusCode).toBe(429);
    expect(paced.json().code).toBe('OTP_TOO_MANY_CODES');
    expect(paced.headers['retry-after']).toBe('60');
    clock.advance(MINUTE);
    await spend(ip(8));
    // Five tries past the ceiling: the next stranger waits two minutes, then four.
    expect((await sendOtp(email, ip(9))).headers['retry-after']).toBe('120');
    clock.advance(2 * MINUTE);
    await spend(ip(9));
    expect((await sendOtp(email, ip(11))).headers['retry-after']).toBe('240');

    // Three minutes on, the owner's pending code works.
    expect((await register(email, code, OWNER)).statusCode).toBe(201);
  });
});
