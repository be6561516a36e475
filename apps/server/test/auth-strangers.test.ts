import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialects } from './support/databases';
import { LoopbackClient } from './support/loopback-client';
import { mailedCodes } from './support/mailbox-codes';
import { startTestApp, type TestApp } from './support/test-app';
import { TestClock } from './support/test-clock';

const api = '/api/VideoMeeting/guest';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The bounds decision record 007 states for strangers' compared guesses, at the default limits. */
const MOST_GUESSES_PER_CODE = 20;
const MOST_GUESSES_PER_HOUR = 69;
const MOST_GUESSES_PER_DAY = 94;
const OWNER = '127.0.0.2';
const strangerAddress = (n: number) => `127.0.0.${10 + n}`;

/**
 * Strangers on many client addresses (other loopback source addresses, over real TCP) follow the
 * outside review's recipes against one person's address: each asks for codes and makes wrong tries
 * up to whatever limit stops it. The owner, in the browser they signed in with before, must still
 * sign in at once, and the guesses the server compared must stay within decision record 007's bounds.
 * Every limit runs at its default.
 */
describe.each(testDialects)('strangers on many client addresses against one person, on %s', (dialect) => {
  let test: TestApp;
  let clock: TestClock;
  let baseUrl: string;
  let counter = 0;
  const codesSent = new Map<string, number>();

  beforeEach(async () => {
    clock = new TestClock();
    test = await startTestApp(dialect, { clock });
    baseUrl = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => test.close());

  /** The codes mailed to an address (the dev mailbox), newest first, once every code granted so far is there. */
  const codesMailedTo = (email: string) => mailedCodes(test.app, email, codesSent.get(email) ?? 0);

  async function askCode(client: LoopbackClient, email: string, purpose: 'register' | 'login' = 'login') {
    const reply = await client.post(`${api}/send-otp?purpose=${purpose}`, { email });
    expect([200, 429]).toContain(reply.status);
    if (reply.status === 200) codesSent.set(email, (codesSent.get(email) ?? 0) + 1);
    return reply;
  }
  const newestCode = async (email: string) => (await codesMailedTo(email))[0]!;
  /** A guess that is certainly wrong: no code ever mailed to the address. */
  async function wrongGuess(email: string): Promise<string> {
    const mailed = new Set(await codesMailedTo(email));
    for (let n = 0; ; n++) {
      const guess = String(n).padStart(6, '0');
      if (!mailed.has(guess)) return guess;
    }
  }
  /** Wrong tries until the server stops comparing them for this client (one more than a code allows at most). */
  async function guessAway(client: LoopbackClient, email: string, guess: string) {
    for (let i = 0; i <= 5; i++) {
      const reply = await client.post(`${api}/login-with-otp`, { email, otpCode: guess });
      expect(reply.status).toBe(400);
      if (reply.body.code !== 'OTP_INVALID') return;
    }
  }
  /** The wrong tries the server compared for strangers (clients without the owner's device cookie). */
  async function strangersGuesses(email: string) {
    const { db } = test.app.services.database;
    return db
      .selectFrom('otp_failures')
      .select('code_id')
      .where('email', '=', email)
      .where('trusted_device', '=', false)
      .execute();
  }
  function expectPerCodeBound(rows: Array<{ code_id: string }>) {
    const perCode = new Map<string, number>();
    for (const row of rows) perCode.set(row.code_id, (perCode.get(row.code_id) ?? 0) + 1);
    expect(Math.max(0, ...perCode.values())).toBeLessThanOrEqual(MOST_GUESSES_PER_CODE);
  }

  /** The owner registers in their browser (which gets the device cookie) and waits a minute. */
  async function ownerSignedUp() {
    const email = `owner${++counter}-${Date.now()}@example.test`;
    const owner = new LoopbackClient(baseUrl, OWNER);
    expect((await askCode(owner, email, 'register')).status).toBe(200);
    const otpCode = await newestCode(email);
    expect((await owner.post(`${api}/register-with-otp`, { name: 'Olive Owner', email, otpCode })).status).toBe(201);
    clock.advance(61_000);
    return { email, owner };
  }

  it.each([2, 4, 24])(
    'leaves the owner signing in at once after %i strangers spent every budget they got',
    async (count) => {
      const { email, owner } = await ownerSignedUp();
      // The owner asked for a code just before the strangers started.
      expect((await askCode(owner, email)).status).toBe(200);
      const pending = await newestCode(email);

      const strangers = Array.from({ length: count }, (_, n) => new LoopbackClient(baseUrl, strangerAddress(n)));
      // Seven rounds a minute apart: past every per-client budget of an hour (six codes each).
      for (let round = 0; round < 7; round++) {
        await Promise.all(strangers.map((stranger) => askCode(stranger, email)));
        const guess = await wrongGuess(email);
        await Promise.all(strangers.map((stranger) => guessAway(stranger, email, guess)));
        clock.advance(61_000);
      }

      // Under ten minutes on, the pending code still works, and so does a code asked for now.
      const withPending = await owner.post(`${api}/login-with-otp`, { email, otpCode: pending });
      expect(withPending.status).toBe(200);
      expect((await askCode(owner, email)).status).toBe(200);
      const fresh = await owner.post(`${api}/login-with-otp`, { email, otpCode: await newestCode(email) });
      expect(fresh.status).toBe(200);
      expect(fresh.body.data?.user?.email).toBe(email);

      const guesses = await strangersGuesses(email);
      expect(guesses.length).toBeGreaterThan(0);
      expect(guesses.length).toBeLessThanOrEqual(MOST_GUESSES_PER_HOUR);
      expectPerCodeBound(guesses);
    },
    120_000,
  );

  it('keeps a guesser who follows every Retry-After for a day within the daily bound', async () => {
    const { email, owner } = await ownerSignedUp();
    const strangers = Array.from({ length: 24 }, (_, n) => new LoopbackClient(baseUrl, strangerAddress(n)));
    const startedAt = clock.now().getTime();
    for (let turn = 0; clock.now().getTime() - startedAt < DAY; turn++) {
      const stranger = strangers[turn % strangers.length]!;
      const sent = await askCode(stranger, email);
      if (sent.status === 429) {
        clock.advance(Number(sent.headers['retry-after']) * 1000);
        continue;
      }
      await guessAway(stranger, email, await wrongGuess(email));
      // Another address tries the same code too, as far as the server lets it.
      await guessAway(strangers[(turn + 1) % strangers.length]!, email, await wrongGuess(email));
    }
    const guesses = await strangersGuesses(email);
    expect(guesses.length).toBeGreaterThan(40);
    expect(guesses.length).toBeLessThanOrEqual(MOST_GUESSES_PER_DAY);
    expectPerCodeBound(guesses);

    // A day of this never kept the owner's browser out.
    expect((await askCode(owner, email)).status).toBe(200);
    expect((await owner.post(`${api}/login-with-otp`, { email, otpCode: await newestCode(email) })).status).toBe(200);
  }, 180_000);
});
