import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@vm/contracts';
import {
  API,
  billingState,
  buyPro,
  deliverSince,
  post,
  queuedMails,
  startCheckout,
  startStripeApp,
  waitForMail,
  type StripeTestApp,
} from './support/billing';
import { testDialects } from './support/databases';
import { createMeeting, getMeeting, setPlan } from './support/room-setup';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp } from './support/test-app';

describe.each(testDialects)('buying Pro with Stripe Checkout (%s)', (dialect) => {
  let test: StripeTestApp;
  const person = async (label = 'buyer') => signUp(test.app, uniqueEmail(label));

  beforeAll(async () => {
    test = await startStripeApp(dialect);
  });
  afterAll(async () => test?.close());

  it('asks Stripe for the chosen price, VAT on top, a billing address, a VAT number, promotion codes and the account’s language', async () => {
    const ada = await person();
    await test.app.inject({ method: 'PATCH', url: `${API}/guest/me`, headers: ada.headers, payload: { locale: 'tr' } });
    const sessionId = await startCheckout(test.app, ada, 'year');
    const session = test.local.state.checkoutSessions[sessionId]!;
    const [line] = test.local.state.checkoutLineItems[sessionId]!;
    expect(line!.price!.lookup_key).toBe('pro_yearly');
    expect(line!.price!.unit_amount).toBe(5988);
    expect(line!.price!.tax_behavior).toBe('exclusive');
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: ada.user.id,
      billing_address_collection: 'required',
      tax_id_collection: { enabled: true },
      allow_promotion_codes: true,
      automatic_tax: { enabled: false },
      locale: 'tr',
    });
    const customer = test.local.state.customers[String(session.customer)]!;
    expect(customer).toMatchObject({ email: ada.user.email, metadata: { userId: ada.user.id } });
    // About half an hour open: an abandoned checkout blocks a new one no longer.
    expect(session.expires_at - session.created).toBeLessThanOrEqual(31 * 60);

    const monthly = await person();
    const monthlySession = await startCheckout(test.app, monthly, 'month');
    expect(test.local.state.checkoutLineItems[monthlySession]![0]!.price!.lookup_key).toBe('pro_monthly');
  });

  it('makes one customer per account, refuses a second checkout while one is open, and starts again once it is cancelled', async () => {
    const bob = await person();
    const first = await startCheckout(test.app, bob, 'month');
    const again = await post(test.app, bob, '/checkout', { interval: 'year' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BILLING_CHECKOUT_OPEN',
      params: { url: expect.stringContaining(first) },
    });

    expect((await post(test.app, bob, '/checkout/cancel')).statusCode).toBe(200);
    expect(test.local.state.checkoutSessions[first]!.status).toBe('expired');
    const second = await startCheckout(test.app, bob, 'year');
    const customers = [first, second].map((id) => test.local.state.checkoutSessions[id]!.customer);
    expect(customers[0]).toBe(customers[1]);
    const made = Object.values(test.local.state.customers).filter((c) => c.metadata.userId === bob.user.id);
    expect(made).toHaveLength(1);
  });

  it('upgrades at once on the return, limits follow, and the webhook arriving after changes nothing more', async () => {
    const cleo = await person();
    const meeting = await createMeeting(test.app, cleo, { maxParticipants: 5, allowRecording: true });
    expect(meeting).toMatchObject({ participantLimit: 2, durationLimitMinutes: 40 });
    const startRecording = () =>
      test.app.inject({ method: 'POST', url: `${API}/meetings/${meeting.id}/recording/start`, headers: cleo.headers });
    expect((await startRecording()).json().code).toBe('RECORDING_PLAN_REQUIRED');
    const storage = async () =>
      (await test.app.inject({ method: 'GET', url: `${API}/recordings/storage`, headers: cleo.headers })).json().data
        .limitBytes as number;
    const freeStorage = await storage();

    const { sessionId, mark } = await buyPro(test, cleo, 'month');
    const confirmed = await post(test.app, cleo, '/checkout/confirm', { sessionId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ plan: 'pro', managed: false, status: 'active', interval: 'month' });

    // Right after the return, before any webhook: the plan's limits apply everywhere it is read.
    expect(await getMeeting(test.app, cleo, meeting.id)).toMatchObject({
      participantLimit: 5,
      durationLimitMinutes: 1440,
    });
    expect((await startRecording()).json().code).not.toBe('RECORDING_PLAN_REQUIRED');
    expect(await storage()).toBeGreaterThan(freeStorage);

    await deliverSince(test.app, test.local, mark);
    await post(test.app, cleo, '/checkout/confirm', { sessionId });
    const state = await billingState(test.app, cleo);
    expect(state).toMatchObject({
      plan: 'pro',
      card: { brand: 'visa', last4: '4242' },
      renewal: { amount: 599, currency: 'eur' },
    });
    expect(state.invoices).toEqual([expect.objectContaining({ amount: 599, status: 'paid', currency: 'eur' })]);
    await waitForMail(test.app, cleo.user.email, 'Welcome to Video Meeting Pro');
    expect(await queuedMails(test.app, cleo.user.email, 'billing-welcome')).toBe(1);
  });

  it('upgrades only the account the checkout was made for, and only for that account itself', async () => {
    const dan = await person();
    const eve = await person();
    const { sessionId } = await buyPro(test, dan);
    const stolen = await post(test.app, eve, '/checkout/confirm', { sessionId });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().code).toBe('BILLING_CHECKOUT_NOT_FOUND');
    expect((await billingState(test.app, eve)).plan).toBe('free');
    expect((await billingState(test.app, dan)).plan).toBe('free');
  });

  it('answers 409 to an account already on a paid plan, and a Pro account sees no second checkout', async () => {
    for (const plan of ['pro', 'enterprise'] as Plan[]) {
      const paid = await person(plan);
      await setPlan(test.app, paid.user.email, plan);
      const reply = await post(test.app, paid, '/checkout', { interval: 'month' });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().code).toBe('BILLING_ALREADY_SUBSCRIBED');
      expect(await billingState(test.app, paid)).toMatchObject({ plan, managed: true });
    }
  });

  it('refuses a price that does not add VAT on top, naming no secret', async () => {
    const other = await startStripeApp(dialect);
    try {
      for (const price of Object.values(other.local.state.prices)) price.tax_behavior = 'inclusive';
      const fay = await signUp(other.app, uniqueEmail('fay'));
      const reply = await post(other.app, fay, '/checkout', { interval: 'month' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json().code).toBe('BILLING_NOT_CONFIGURED');
    } finally {
      await other.close();
    }
  });

  it('asks Stripe Tax to compute VAT when the operator turns it on', async () => {
    const other = await startStripeApp(dialect, { env: { STRIPE_TAX: 'on' } });
    try {
      const gus = await signUp(other.app, uniqueEmail('gus'));
      const sessionId = await startCheckout(other.app, gus, 'month');
      expect(other.local.state.checkoutSessions[sessionId]!.automatic_tax.enabled).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('payments not configured', () => {
  it('starts without Stripe and answers checkout with 503', async () => {
    const test = await startTestApp('sqlite', { env: { TEST_CHECKOUT: 'off' } });
    try {
      const hal: SignedIn = await signUp(test.app, uniqueEmail('hal'));
      const reply = await post(test.app, hal, '/checkout', { interval: 'month' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({
        code: 'BILLING_NOT_CONFIGURED',
        message: 'Payments are not configured on this server.',
      });
      expect(await billingState(test.app, hal)).toMatchObject({ plan: 'free', payments: 'off', invoices: [] });
    } finally {
      await test.close();
    }
  });
});
