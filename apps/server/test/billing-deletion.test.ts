import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, becomePro, billingState, queuedMails, startStripeApp, type StripeTestApp } from './support/billing';
import { testDialects } from './support/databases';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';

describe.each(testDialects)('deleting an account that pays for Pro (%s)', (dialect) => {
  let test: StripeTestApp;

  /** Asks for a deletion code and reads it from the dev mailbox. */
  async function deletionCode(who: SignedIn): Promise<string> {
    const codes = async () =>
      (await test.app.services.mail.devMailbox!.list())
        .filter((mail) => mail.to === who.user.email)
        .map((mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1])
        .filter((code): code is string => code !== undefined);
    const before = new Set(await codes());
    const asked = await test.app.inject({ method: 'POST', url: `${API}/guest/delete/request`, headers: who.headers });
    expect(asked.statusCode).toBe(200);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const fresh = (await codes()).find((code) => !before.has(code));
      if (fresh) return fresh;
      if (Date.now() > deadline) throw new Error('no deletion code arrived');
      await new Promise((wake) => setTimeout(wake, 50));
    }
  }
  const remove = async (who: SignedIn, otpCode: string) =>
    test.app.inject({ method: 'POST', url: `${API}/guest/delete`, headers: who.headers, payload: { otpCode } });

  beforeAll(async () => {
    // A failed deletion is tried again with a new code at once.
    test = await startStripeApp(dialect, { env: { OTP_RESEND_SECONDS: '0' } });
  });
  afterAll(async () => test?.close());

  it('lists the subscription in the data export', async () => {
    const ada = await signUp(test.app, uniqueEmail('ada'));
    const { subscriptionId } = await becomePro(test, ada);
    const exported = await test.app.inject({ method: 'GET', url: `${API}/guest/export`, headers: ada.headers });
    expect(exported.json().data.billing).toMatchObject({
      subscriptionId,
      status: 'active',
      planFromSubscription: true,
    });
  });

  it('keeps the account when Stripe does not answer, and cancels the subscription at Stripe before deleting', async () => {
    const bob = await signUp(test.app, uniqueEmail('bob'));
    const { subscriptionId } = await becomePro(test, bob);

    test.local.setOutage(true);
    try {
      const refused = await remove(bob, await deletionCode(bob));
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('BILLING_UNAVAILABLE');
    } finally {
      test.local.setOutage(false);
    }
    // Still there, still signed in, still paying.
    expect((await billingState(test.app, bob)).plan).toBe('pro');
    expect(test.local.state.subscriptions[subscriptionId]!.status).toBe('active');

    const deleted = await remove(bob, await deletionCode(bob));
    expect(deleted.statusCode).toBe(200);
    const subscription = test.local.state.subscriptions[subscriptionId]!;
    expect(subscription.status).toBe('canceled');
    // The customer and its invoices stay at Stripe, as tax law requires.
    expect(test.local.state.customers[String(subscription.customer)]).toBeDefined();
    // No 'back on Free' mail to an address that is being forgotten.
    expect(await queuedMails(test.app, bob.user.email, 'billing-free')).toBe(0);
    expect((await test.app.inject({ method: 'GET', url: `${API}/billing`, headers: bob.headers })).statusCode).toBe(
      401,
    );
  });
});
