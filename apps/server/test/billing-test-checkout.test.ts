import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingState, post, queuedMails, startStripeApp, waitForMail } from './support/billing';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';
import { tempDir, testConfig } from './support/test-config';

/** As a browser on this machine asks: straight to the port the product listens on (3000 in tests). */
const local = { host: 'localhost:3000' };
const form = { ...local, 'content-type': 'application/x-www-form-urlencoded' };
const pathOf = (url: string) => new URL(url).pathname;

describe('the test checkout of the quick start (no STRIPE_SECRET_KEY)', () => {
  let test: TestApp;
  let ada: SignedIn;
  let checkoutPath: string;

  beforeAll(async () => {
    test = await startTestApp('sqlite');
    ada = await signUp(test.app, uniqueEmail('ada'));
  });
  afterAll(async () => test?.close());

  it('sends the upgrade to a local checkout page marked as a test, with Pay and Cancel and no card', async () => {
    const reply = await post(test.app, ada, '/checkout', { interval: 'month' });
    expect(reply.statusCode).toBe(200);
    const url = reply.json().data.url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/dev\/checkout\/cs_test_\w+$/);
    checkoutPath = pathOf(url);
    const page = await test.app.inject({ method: 'GET', url: checkoutPath, headers: local });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('TEST CHECKOUT');
    expect(page.body).toContain('Pay (test)');
    expect(page.body).toContain('>Cancel</a>');
    expect(page.body).not.toMatch(/card number/i);
  });

  it('answers only requests straight from this machine', async () => {
    for (const headers of [
      { ...local, 'x-forwarded-for': '203.0.113.9' },
      { ...local, forwarded: 'for=203.0.113.9' },
      { host: 'evil.example' },
    ]) {
      expect((await test.app.inject({ method: 'GET', url: checkoutPath, headers })).statusCode).toBe(404);
    }
    const remote = await test.app.inject({
      method: 'GET',
      url: checkoutPath,
      headers: local,
      remoteAddress: '198.51.100.7',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('Pay delivers signed events to the webhook route: back on the account page, the account is on Pro', async () => {
    const paid = await test.app.inject({ method: 'POST', url: `${checkoutPath}/pay`, headers: form, payload: '' });
    expect(paid.statusCode).toBe(303);
    const sessionId = checkoutPath.split('/').pop()!;
    expect(paid.headers.location).toBe(`http://localhost:3000/account?checkout=${sessionId}#billing`);
    // No return confirmation yet: the webhook alone upgraded the account.
    const state = await billingState(test.app, ada);
    expect(state).toMatchObject({ plan: 'pro', payments: 'test', status: 'active', interval: 'month' });
    expect(state.invoices[0]!.url).toMatch(/\/dev\/checkout\/invoices\/in_/);
    const invoice = await test.app.inject({ method: 'GET', url: pathOf(state.invoices[0]!.url!), headers: local });
    expect(invoice.body).toContain('Video Meeting Pro, monthly');
    expect((await post(test.app, ada, '/checkout/confirm', { sessionId })).json().data.plan).toBe('pro');
    await waitForMail(test.app, ada.user.email, 'Welcome to Video Meeting Pro');
    expect(await queuedMails(test.app, ada.user.email, 'billing-welcome')).toBe(1);
    const kept = path.join(test.dataDir, 'test-checkout', 'stripe.json');
    expect(fs.statSync(kept).mode & 0o777).toBe(0o600);
  });

  it('offers renewal, a declined card with its retries, and a refund to try out', async () => {
    const tryout = (action: string) =>
      test.app.inject({ method: 'POST', url: `${checkoutPath}/tryout/${action}`, headers: form, payload: '' });
    const page = await test.app.inject({ method: 'GET', url: checkoutPath, headers: local });
    expect(page.body).toContain('Renew now');
    expect((await tryout('decline-card')).statusCode).toBe(303);
    expect((await tryout('renew')).statusCode).toBe(303);
    expect(await billingState(test.app, ada)).toMatchObject({ plan: 'pro', status: 'past_due' });
    await waitForMail(test.app, ada.user.email, 'payment for Video Meeting Pro failed');
    for (let retry = 0; retry < 3; retry += 1) expect((await tryout('retry')).statusCode).toBe(303);
    expect(await billingState(test.app, ada)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect((await tryout('refund')).statusCode).toBe(303);
    expect(Object.values(test.app.billing.local!.state.refunds)).toHaveLength(1);
    expect((await tryout('nonsense')).statusCode).toBe(404);
  });

  it('opens a local customer portal', async () => {
    const bob = await signUp(test.app, uniqueEmail('bob'));
    const url = (await post(test.app, bob, '/checkout', { interval: 'year' })).json().data.url as string;
    await test.app.inject({ method: 'POST', url: `${pathOf(url)}/pay`, headers: form, payload: '' });
    const portal = (await post(test.app, bob, '/portal')).json().data.url as string;
    const page = await test.app.inject({ method: 'GET', url: pathOf(portal), headers: local });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('visa •••• 4242');
    expect(page.body).toContain('http://localhost:3000/account#billing');
  });
});

describe('the test checkout when Stripe is configured or turned off', () => {
  it('is a 404 with a Stripe key', async () => {
    const test = await startStripeApp('sqlite');
    try {
      const cleo = await signUp(test.app, uniqueEmail('cleo'));
      const url = (await post(test.app, cleo, '/checkout', { interval: 'month' })).json().data.url as string;
      const session = url.split('/').pop()!;
      const page = await test.app.inject({ method: 'GET', url: `/dev/checkout/${session}`, headers: local });
      expect(page.statusCode).toBe(404);
      expect(test.app.billing).toMatchObject({ payments: 'stripe', local: undefined });
    } finally {
      await test.close();
    }
  });

  it('is off with REDIS_URL (its state lives in one process); Stripe settings that contradict each other stop start-up', () => {
    const dir = tempDir();
    try {
      const several = {
        REDIS_URL: 'redis://127.0.0.1:6379',
        DATABASE_URL: 'postgres://x@127.0.0.1/x',
        SECRET_KEY: 'k'.repeat(40),
      };
      expect(testConfig(dir.dir, several).billing.testCheckout).toBe(false);
      expect(() => testConfig(dir.dir, { ...several, TEST_CHECKOUT: 'on' })).toThrow(/TEST_CHECKOUT/);
      expect(() => testConfig(dir.dir, { STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: needed/);
      const key = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
      expect(() => testConfig(dir.dir, { ...key, TEST_CHECKOUT: 'on' })).toThrow(/TEST_CHECKOUT: cannot be on/);
      expect(testConfig(dir.dir, key).billing).toMatchObject({
        testCheckout: false,
        stripe: { secretKey: 'sk_test_abc' },
      });
      // A mistyped key is named, never repeated.
      expect(() => testConfig(dir.dir, { STRIPE_SECRET_KEY: 'pk_live_secretvalue' })).toThrow(
        /^Invalid environment variable STRIPE_SECRET_KEY: expected a Stripe secret key \(sk_live_\.\.\. or sk_test_\.\.\.\)$/,
      );
    } finally {
      dir.remove();
    }
  });

  it('is off with TEST_CHECKOUT=off', async () => {
    const test = await startTestApp('sqlite', { env: { TEST_CHECKOUT: 'off' } });
    try {
      expect(test.app.billing).toMatchObject({ payments: 'off', local: undefined });
      expect(
        (await test.app.inject({ method: 'GET', url: '/dev/checkout/cs_test_x', headers: local })).statusCode,
      ).toBe(404);
    } finally {
      await test.close();
    }
  });
});
