import { afterEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { mailedCodes } from './support/mailbox-codes';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting/guest';

/**
 * Which client a code limit counts (decision record 007, amended 2026-11-28): the resend wait is per
 * purpose, so one flow's code never makes the next flow wait; an IPv6 client is its /64 and an
 * IPv4-mapped address its IPv4 address, so hopping between the addresses of one network buys nothing.
 */
describe.each(testDialects)('the client a sign-in code limit counts, on %s', (dialect) => {
  let test: TestApp;
  let counter = 0;
  afterEach(async () => test.close());

  const address = () => `clients${++counter}-${Date.now()}@example.test`;
  const post = (url: string, payload: object | undefined, from: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url, payload, remoteAddress: from, headers });
  const sendOtp = (email: string, from: string, purpose: 'register' | 'login' = 'register') =>
    post(`${api}/send-otp?purpose=${purpose}`, { email }, from);

  const codeFor = async (email: string, count: number) => (await mailedCodes(test.app, email, count))[0]!;

  it('lets a person sign in right after registering, and ask to delete right after signing in', async () => {
    test = await startTestApp(dialect);
    const email = address();
    const from = '198.51.100.20';
    expect((await sendOtp(email, from)).statusCode).toBe(200);
    const registered = await post(
      `${api}/register-with-otp`,
      { name: 'Ada', email, otpCode: await codeFor(email, 1) },
      from,
    );
    expect(registered.statusCode).toBe(201);

    expect((await sendOtp(email, from, 'login')).statusCode).toBe(200);
    const signedIn = await post(`${api}/login-with-otp`, { email, otpCode: await codeFor(email, 2) }, from);
    expect(signedIn.statusCode).toBe(200);

    const authorization = `Bearer ${signedIn.json().data.token}`;
    const deletion = await post(`${api}/delete/request`, undefined, from, { authorization });
    expect(deletion.statusCode).toBe(200);
    // Each purpose keeps its own wait.
    const again = await post(`${api}/delete/request`, undefined, from, { authorization });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('OTP_RESEND_TOO_SOON');
    expect((await sendOtp(email, from, 'login')).json().code).toBe('OTP_RESEND_TOO_SOON');
  });

  it('keeps the resend wait and the hourly cap for a whole IPv6 /64, and for an IPv4 address however written', async () => {
    test = await startTestApp(dialect, { env: { OTP_MAX_PER_IP_HOUR: '3' } });
    const email = address();
    expect((await sendOtp(email, '2001:db8:1:2::1')).statusCode).toBe(200);
    const sameNetwork = await sendOtp(email, '2001:db8:1:2:ffff:ffff:ffff:fffe');
    expect(sameNetwork.statusCode).toBe(429);
    expect(sameNetwork.json().code).toBe('OTP_RESEND_TOO_SOON');
    expect((await sendOtp(email, '2001:db8:1:3::1')).statusCode).toBe(200);

    // Three codes an hour per client: the /64's first and two more from other addresses in it.
    expect((await sendOtp(address(), '2001:db8:1:2::2')).statusCode).toBe(200);
    expect((await sendOtp(address(), '2001:db8:1:2::3')).statusCode).toBe(200);
    const capped = await sendOtp(address(), '2001:db8:1:2:abcd::4');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('OTP_TOO_MANY_CODES');

    for (let n = 0; n < 3; n++) expect((await sendOtp(address(), '192.0.2.7')).statusCode).toBe(200);
    expect((await sendOtp(address(), '::ffff:192.0.2.7')).statusCode).toBe(429);
  });

  it('counts wrong tries from every address of one /64 as one client', async () => {
    test = await startTestApp(dialect);
    const email = address();
    expect((await sendOtp(email, '2001:db8:5:6::1')).statusCode).toBe(200);
    const code = await codeFor(email, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let n = 1; n <= 6; n++) {
      const reply = await post(
        `${api}/register-with-otp`,
        { name: 'Ada', email, otpCode: wrong },
        `2001:db8:5:6::${n}`,
      );
      expect(reply.statusCode).toBe(400);
      messages.push(reply.json().code);
    }
    expect(messages).toEqual([...Array(4).fill('OTP_INVALID'), 'OTP_TOO_MANY_ATTEMPTS', 'OTP_TOO_MANY_ATTEMPTS']);
    const { db } = test.app.services.database;
    const tries = await db.selectFrom('otp_failures').select('ip').where('email', '=', email).execute();
    expect(tries.map((row) => row.ip)).toEqual(Array(5).fill('2001:db8:5:6::/64'));
  });
});
