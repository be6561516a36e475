import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { becomePro, billingState, deliverSince, post, startStripeApp, type StripeTestApp } from './support/billing';
import { testDialects } from './support/databases';
import { createMeeting, getMeeting } from './support/room-setup';
import { signUp, uniqueEmail } from './support/sign-in';
import { TestClock } from './support/test-clock';

const DAY_MS = 86_400_000;

describe.each(testDialects)('managing Pro on the account page (%s)', (dialect) => {
  let test: StripeTestApp;
  const clock = new TestClock();
  const person = async (label = 'member') => signUp(test.app, uniqueEmail(label));
  /** Runs an action and delivers the events it caused, as Stripe would right after. */
  const act = async (path: string, who: Awaited<ReturnType<typeof person>>, payload?: unknown) => {
    const mark = test.local.events.length;
    const reply = await post(test.app, who, path, payload);
    await test.local.flush();
    await deliverSince(test.app, test.local, mark);
    return reply;
  };

  beforeAll(async () => {
    test = await startStripeApp(dialect, { clock });
  });
  afterAll(async () => test?.close());

  it('switches monthly to yearly, charging the prorated yearly price at once, which opens the 14-day refund', async () => {
    const ada = await person();
    const { subscriptionId } = await becomePro(test, ada, 'month');
    expect((await billingState(test.app, ada)).refundableUntil).toBeNull();

    const reply = await act('/interval', ada, { interval: 'year' });
    expect(reply.statusCode).toBe(200);
    const state = await billingState(test.app, ada);
    expect(state).toMatchObject({ plan: 'pro', interval: 'year', renewal: { amount: 5988, currency: 'eur' } });
    expect(Date.parse(state.refundableUntil!)).toBeGreaterThan(clock.now().getTime() + 13 * DAY_MS);
    const charged = Object.values(test.local.state.invoices).filter(
      (invoice) => invoice.parent?.subscription_details?.subscription === subscriptionId,
    );
    expect(charged.map((invoice) => invoice.billing_reason).sort()).toEqual([
      'subscription_create',
      'subscription_update',
    ]);
    expect(charged.find((invoice) => invoice.billing_reason === 'subscription_update')!.amount_paid).toBeGreaterThan(
      5000,
    );
  });

  it('changes nothing and answers 402 when the card is declined on the switch', async () => {
    const bob = await person();
    const { subscriptionId } = await becomePro(test, bob, 'month');
    await test.local.simulate((cycle) =>
      cycle.setDeclining(String(test.local.state.subscriptions[subscriptionId]!.customer), true),
    );
    const reply = await act('/interval', bob, { interval: 'year' });
    expect(reply.statusCode).toBe(402);
    expect(reply.json().code).toBe('BILLING_PAYMENT_FAILED');
    expect(await billingState(test.app, bob)).toMatchObject({ plan: 'pro', interval: 'month' });
  });

  it('cancels at the end of the period and resumes before it', async () => {
    const cleo = await person();
    await becomePro(test, cleo, 'month');
    const cancelled = await act('/cancel', cleo);
    expect(cancelled.statusCode).toBe(200);
    const state = cancelled.json().data;
    expect(state).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true, renewal: null });
    expect(Date.parse(state.currentPeriodEnd)).toBeGreaterThan(clock.now().getTime() + 27 * DAY_MS);

    const resumed = await act('/resume', cleo);
    expect(resumed.json().data).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false, renewal: { amount: 599 } });
    const again = await act('/resume', cleo);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BILLING_NOT_CANCELLING');
  });

  it('ends Pro at the period’s end when cancelled, keeping the meetings, whose limits follow the plan', async () => {
    const dan = await person();
    const { subscriptionId } = await becomePro(test, dan, 'month');
    const meeting = await createMeeting(test.app, dan, { maxParticipants: 5 });
    expect((await getMeeting(test.app, dan, meeting.id)).participantLimit).toBe(5);
    await act('/cancel', dan);
    const mark = test.local.events.length;
    await test.local.simulate((cycle) => cycle.renew(subscriptionId));
    await deliverSince(test.app, test.local, mark);
    expect(await billingState(test.app, dan)).toMatchObject({ plan: 'free', status: 'canceled' });
    const kept = await getMeeting(test.app, dan, meeting.id);
    expect(kept).toMatchObject({ maxParticipants: 5, participantLimit: 2 });
  });

  it('refunds a yearly payment within 14 days and returns to Free at once; not a monthly one, nor later', async () => {
    const eve = await person();
    await becomePro(test, eve, 'month');
    const monthly = await act('/refund', eve);
    expect(monthly.statusCode).toBe(409);
    expect(monthly.json().code).toBe('BILLING_NOT_REFUNDABLE');

    const fay = await person();
    const { subscriptionId } = await becomePro(test, fay, 'year');
    const refunded = await act('/refund', fay);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ plan: 'free', status: 'canceled' });
    const refunds = Object.values(test.local.state.refunds).filter(
      (refund) => refund.customer === test.local.state.subscriptions[subscriptionId]!.customer,
    );
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 5988, status: 'succeeded', reason: 'requested_by_customer' }),
    ]);

    const gus = await person();
    await becomePro(test, gus, 'year');
    clock.advance(15 * DAY_MS);
    try {
      const late = await act('/refund', gus);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('BILLING_NOT_REFUNDABLE');
      expect((await billingState(test.app, gus)).plan).toBe('pro');
    } finally {
      clock.advance(-15 * DAY_MS);
    }
  });

  it('still shows the plan when Stripe does not answer, and refuses changes with 503', async () => {
    const ivy = await person();
    await becomePro(test, ivy, 'month');
    test.local.setOutage(true);
    try {
      expect(await billingState(test.app, ivy)).toMatchObject({
        plan: 'pro',
        status: 'active',
        stripeUnavailable: true,
        card: null,
        invoices: [],
      });
      const cancel = await post(test.app, ivy, '/cancel');
      expect(cancel.statusCode).toBe(503);
      expect(cancel.json().code).toBe('BILLING_UNAVAILABLE');
    } finally {
      test.local.setOutage(false);
    }
    expect(await billingState(test.app, ivy)).toMatchObject({ stripeUnavailable: false, cancelAtPeriodEnd: false });
  });

  it("opens Stripe's customer portal, and has no billing actions for someone who never paid", async () => {
    const hal = await person();
    expect((await act('/cancel', hal)).json().code).toBe('BILLING_NO_SUBSCRIPTION');
    expect((await act('/portal', hal)).json().code).toBe('BILLING_NO_SUBSCRIPTION');
    await becomePro(test, hal, 'month');
    const portal = await act('/portal', hal);
    expect(portal.statusCode).toBe(200);
    expect(portal.json().data.url).toMatch(/\/portal\/bps_/);
  });
});
