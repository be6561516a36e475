import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sha256 } from '#server/lib/hashing.ts';
import { testDialects } from './support/databases';
import { mailedCodes } from './support/mailbox-codes';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting/guest';
const OWNER = '198.51.100.2';
const strangerAddress = (n: number) => `203.0.113.${n + 1}`;
const SIXTY_DAYS = 60 * 24 * 60 * 60;

/**
 * The device cookie (decision record 007, amended 2026-11-28): a browser that signed in as an
 * account is known again when it asks that account's address for a code, so strangers filling the
 * address's ceilings never refuse it, while it gives nobody else anything.
 */
describe.each(testDialects)('the sign-in device cookie on %s', (dialect) => {
  let test: TestApp;
  let counter = 0;
  afterEach(async () => test.close());

  const address = () => `device${++counter}-${Date.now()}@example.test`;
  const deviceCookie = (reply: LightMyRequestResponse) => reply.cookies.find((c) => c.name.endsWith('vm-device'));
  const sendOtp = (email: string, from: string, device?: string) =>
    test.app.inject({
      method: 'POST',
      url: `${api}/send-otp?purpose=login`,
      payload: { email },
      remoteAddress: from,
      cookies: device === undefined ? {} : { 'vm-device': device },
    });

  /** The newest code the dev mailbox holds for an address, once `count` codes were mailed to it. */
  const codeFor = async (email: string, count: number) => (await mailedCodes(test.app, email, count))[0]!;
  /** Registers from `from` and returns the device cookie the browser got. */
  async function registered(email: string, from: string) {
    expect(
      (
        await test.app.inject({
          method: 'POST',
          url: `${api}/send-otp?purpose=register`,
          payload: { email },
          remoteAddress: from,
        })
      ).statusCode,
    ).toBe(200);
    const reply = await test.app.inject({
      method: 'POST',
      url: `${api}/register-with-otp`,
      payload: { name: 'Olive Owner', email, otpCode: await codeFor(email, 1) },
      remoteAddress: from,
    });
    expect(reply.statusCode).toBe(201);
    return { reply, device: deviceCookie(reply)!.value };
  }

  it('sets a random HttpOnly, SameSite=Lax cookie at each sign-in, renews it, and neither stores nor logs its value', async () => {
    const log = new PassThrough();
    let logged = '';
    log.on('data', (chunk: Buffer) => (logged += chunk.toString()));
    test = await startTestApp(dialect, { env: { LOG_LEVEL: 'trace' }, logTo: log });
    const email = address();
    const { reply, device } = await registered(email, OWNER);
    expect(reply.cookies).toEqual([
      { name: 'vm-device', value: device, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SIXTY_DAYS },
    ]);
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await sendOtp(email, OWNER, device)).statusCode).toBe(200);
    const signIn = await test.app.inject({
      method: 'POST',
      url: `${api}/login-with-otp`,
      payload: { email, otpCode: await codeFor(email, 2) },
      remoteAddress: OWNER,
      cookies: { 'vm-device': device },
    });
    expect(signIn.statusCode).toBe(200);
    const renewed = deviceCookie(signIn)!.value;
    expect(renewed).not.toBe(device);

    const { db } = test.app.services.database;
    const sessions = await db.selectFrom('sessions').select('device_hash').execute();
    // Both sessions of this browser now carry the new value's hash; no row holds a value itself.
    expect(sessions.map((row) => row.device_hash)).toEqual([sha256(renewed), sha256(renewed)]);
    expect(JSON.stringify(sessions)).not.toContain(device);
    expect(JSON.stringify(sessions)).not.toContain(renewed);
    expect(logged).toContain('request completed');
    expect(logged).not.toContain(device);
    expect(logged).not.toContain(renewed);
  });

  it('marks it Secure under a __Host- name when the public URL is HTTPS', async () => {
    test = await startTestApp(dialect, { env: { PUBLIC_URL: 'https://meet.example.test' } });
    const { reply } = await registered(address(), OWNER);
    expect(reply.headers['set-cookie']).toMatch(
      /^__Host-vm-device=[A-Za-z0-9_-]{43}; Max-Age=5184000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it("lifts the inbox cap for the owner's browser, never for strangers, other accounts' cookies or old values", async () => {
    const clock = new TestClock();
    test = await startTestApp(dialect, { clock, env: { OTP_MAX_PER_ADDRESS_HOUR: '5' } });
    const email = address();
    const { device: stale } = await registered(email, OWNER);
    // Signing in again renews the cookie: the value before it counts for nothing from now on.
    const { device: strangersOwn } = await registered(address(), strangerAddress(99));
    expect((await sendOtp(email, OWNER, stale)).statusCode).toBe(200);
    const again = await test.app.inject({
      method: 'POST',
      url: `${api}/login-with-otp`,
      payload: { email, otpCode: await codeFor(email, 2) },
      remoteAddress: OWNER,
      cookies: { 'vm-device': stale },
    });
    expect(again.statusCode).toBe(200);
    const device = deviceCookie(again)!.value;
    clock.advance(61_000);

    // The owner's two codes and three of strangers fill the address's five an hour.
    for (let n = 0; n < 3; n++) expect((await sendOtp(email, strangerAddress(n))).statusCode).toBe(200);
    for (const refused of [
      await sendOtp(email, strangerAddress(5)),
      await sendOtp(email, strangerAddress(6), strangersOwn),
      await sendOtp(email, strangerAddress(7), 'A'.repeat(43)),
      await sendOtp(email, OWNER, stale),
      await sendOtp(email, OWNER),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'OTP_TOO_MANY_CODES' });
    }

    const owners = await sendOtp(email, OWNER, device);
    expect(owners.statusCode).toBe(200);
    const signIn = await test.app.inject({
      method: 'POST',
      url: `${api}/login-with-otp`,
      payload: { email, otpCode: await codeFor(email, 6) },
      remoteAddress: OWNER,
      cookies: { 'vm-device': device },
    });
    expect(signIn.statusCode).toBe(200);
  });
  it("gives the signed-in owner the account page's deletion code while strangers fill the address's inbox cap", async () => {
    const clock = new TestClock();
    test = await startTestApp(dialect, { clock, env: { OTP_MAX_PER_ADDRESS_HOUR: '3' } });
    const email = address();
    const { reply } = await registered(email, OWNER);
    const token = (reply.json() as { data: { token: string } }).data.token;
    clock.advance(61_000);
    // The registration's code and two of strangers fill the address's three an hour.
    for (let n = 0; n < 2; n++) expect((await sendOtp(email, strangerAddress(n))).statusCode).toBe(200);
    expect((await sendOtp(email, strangerAddress(4))).statusCode).toBe(429);

    // Without a device cookie: the session proves the owner asks for a code to its own address.
    const request = () =>
      test.app.inject({
        method: 'POST',
        url: `${api}/delete/request`,
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: OWNER,
      });
    expect((await request()).statusCode).toBe(200);
    const confirmed = await test.app.inject({
      method: 'POST',
      url: `${api}/delete`,
      headers: { authorization: `Bearer ${token}` },
      payload: { otpCode: await codeFor(email, 4) },
      remoteAddress: OWNER,
    });
    expect(confirmed.statusCode).toBe(200);
  });
});
