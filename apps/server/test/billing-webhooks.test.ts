import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingState,
  buyPro,
  deliver,
  deliverSince,
  becomePro,
  queuedMails,
  startStripeApp,
  STRIPE_KEY,
  waitForMail,
  type StripeTestApp,
} from './support/billing';
import { testDialects } from './support/databases';
import { createMeeting, setPlan } from './support/room-setup';
import { signUp, uniqueEmail } from './support/sign-in';

describe.each(testDialects)("Stripe's webhooks (%s)", (dialect) => {
  let test: StripeTestApp;
  const person = async (label = 'payer') => signUp(test.app, uniqueEmail(label));
  const handledRows = async (id: string) =>
    test.app.services.database.db.selectFrom('billing_events').selectAll().where('id', '=', id).execute();

  beforeAll(async () => {
    test = await startStripeApp(dialect);
  });
  afterAll(async () => test?.close());

  it('refuses a bad signature, an altered body and an old timestamp, and changes nothing', async () => {
    const ada = await person();
    const { mark } = await buyPro(test, ada);
    const completed = test.local.events.slice(mark).find((event) => event.type === 'checkout.session.completed')!;
    const signed = test.local.sign(completed);

    const forged = await deliver(test.app, test.local, completed, {
      signature: signed.signature.replace(/v1=(\w)/, (_all, first: string) => `v1=${first === '0' ? '1' : '0'}`),
    });
    const altered = await deliver(test.app, test.local, completed, {
      payload: signed.payload.replace(ada.user.id, 'someone-else'),
      signature: signed.signature,
    });
    const old = await deliver(test.app, test.local, completed, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/api/VideoMeeting/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: signed.payload,
    });
    for (const reply of [forged, altered, old, unsigned]) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json().code).toBe('BILLING_WEBHOOK_INVALID');
    }
    expect(await handledRows(completed.id)).toHaveLength(0);
    expect((await billingState(test.app, ada)).plan).toBe('free');
  });

  it('handles the same event once: a second delivery changes nothing', async () => {
    const bob = await person();
    const { mark } = await buyPro(test, bob);
    await deliverSince(test.app, test.local, mark);
    await waitForMail(test.app, bob.user.email, 'Welcome');
    const completed = test.local.events.slice(mark).find((event) => event.type === 'checkout.session.completed')!;

    // The operator makes the plan Free by hand; replaying the old event must not make it Pro again.
    await setPlan(test.app, bob.user.email, 'free');
    const replay = await deliver(test.app, test.local, completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ received: true, duplicate: true });
    expect((await billingState(test.app, bob)).plan).toBe('free');
    expect(await queuedMails(test.app, bob.user.email, 'billing-welcome')).toBe(1);
    expect(await handledRows(completed.id)).toEqual([expect.objectContaining({ handled_at: expect.anything() })]);
  });

  it('leaves the account on Free when the subscription’s end arrives before the checkout’s completion', async () => {
    const cleo = await person();
    const { subscriptionId, mark } = await buyPro(test, cleo);
    await test.local.simulate((cycle) => cycle.cancel(subscriptionId));
    const events = test.local.events.slice(mark);
    const deleted = events.find((event) => event.type === 'customer.subscription.deleted')!;
    const rest = events.filter((event) => event !== deleted);
    expect((await deliver(test.app, test.local, deleted)).statusCode).toBe(200);
    for (const event of rest) expect((await deliver(test.app, test.local, event)).statusCode).toBe(200);
    expect(await billingState(test.app, cleo)).toMatchObject({ plan: 'free', status: 'canceled' });
    expect(await queuedMails(test.app, cleo.user.email, 'billing-welcome')).toBe(0);
  });

  it('keeps Pro while a declined renewal is retried, mails once, and returns to Free when Stripe gives up', async () => {
    const dan = await person();
    const { subscriptionId } = await becomePro(test, dan);
    const big = await createMeeting(test.app, dan, {
      title: 'Five of us',
      maxParticipants: 5,
      startTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 30 * 86_400_000 + 3_600_000).toISOString(),
    });
    const customer = test.local.state.subscriptions[subscriptionId]!.customer as string;

    let mark = test.local.events.length;
    await test.local.simulate((cycle) => {
      cycle.setDeclining(customer, true);
      cycle.renew(subscriptionId);
    });
    await deliverSince(test.app, test.local, mark);
    expect(await billingState(test.app, dan)).toMatchObject({ plan: 'pro', status: 'past_due' });
    for (let retry = 1; retry <= 2; retry += 1) {
      mark = test.local.events.length;
      await test.local.simulate((cycle) => cycle.retry(subscriptionId));
      await deliverSince(test.app, test.local, mark);
      expect(await billingState(test.app, dan)).toMatchObject({ plan: 'pro', status: 'past_due' });
    }
    const [failed] = await waitForMail(test.app, dan.user.email, 'payment for Video Meeting Pro failed');
    expect(failed!.text).toContain('/account#billing');
    expect(await queuedMails(test.app, dan.user.email, 'billing-payment-failed')).toBe(1);

    mark = test.local.events.length;
    await test.local.simulate((cycle) => cycle.retry(subscriptionId));
    await deliverSince(test.app, test.local, mark);
    const state = await billingState(test.app, dan);
    expect(state).toMatchObject({ plan: 'free', status: 'canceled', managed: false });
    expect(state.meetingsOverFreeLimits).toEqual([
      expect.objectContaining({ id: big.id, maxParticipants: 5, exceeds: ['participants', 'duration'] }),
    ]);
    const [free] = await waitForMail(test.app, dan.user.email, 'back on Free');
    expect(free!.text).toContain('Five of us');
    expect(await queuedMails(test.app, dan.user.email, 'billing-payment-failed')).toBe(1);
  });

  it('cancels and refunds a second subscription completed for the same account (two tabs)', async () => {
    const fay = await person();
    const first = await buyPro(test, fay);
    // The product refuses a second checkout once Stripe lists the first subscription...
    expect(await buyPro(test, fay).catch((error: Error) => error.message)).toMatch(/409/);
    // ...so a racing one is made at Stripe directly, as a tab opened before the first payment would be.
    const session = test.local.state.checkoutSessions[first.sessionId]!;
    const stripe = new Stripe(STRIPE_KEY, { ...test.local.clientOptions, maxNetworkRetries: 0 });
    const racing = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: String(session.customer),
      client_reference_id: fay.user.id,
      line_items: [{ price: test.local.state.checkoutLineItems[first.sessionId]![0]!.price!.id, quantity: 1 }],
      success_url: 'http://localhost/account',
    });
    const duplicate = await test.local.simulate((cycle) => cycle.completeCheckout(racing.id));
    await deliverSince(test.app, test.local, first.mark);
    expect(test.local.state.subscriptions[duplicate.id]!.status).toBe('canceled');
    expect(test.local.state.subscriptions[first.subscriptionId]!.status).toBe('active');
    const refunds = Object.values(test.local.state.refunds).filter((refund) => refund.customer === session.customer);
    expect(refunds).toEqual([expect.objectContaining({ amount: 599, reason: 'duplicate' })]);
    expect(await billingState(test.app, fay)).toMatchObject({ plan: 'pro', status: 'active' });
    expect(await queuedMails(test.app, fay.user.email, 'billing-welcome')).toBe(1);
  });

  it('never changes a plan an operator set', async () => {
    const eve = await person();
    const { subscriptionId } = await becomePro(test, eve);
    await setPlan(test.app, eve.user.email, 'enterprise');
    await test.app.services.database.db
      .updateTable('billing_accounts')
      .set({ grants_plan: false })
      .where('user_id', '=', eve.user.id)
      .execute();
    const mark = test.local.events.length;
    await test.local.simulate((cycle) => cycle.cancel(subscriptionId));
    await deliverSince(test.app, test.local, mark);
    expect(await billingState(test.app, eve)).toMatchObject({ plan: 'enterprise', managed: true });
  });
});
