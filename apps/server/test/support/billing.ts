import type { FastifyInstance } from 'fastify';
import type { BillingInterval, BillingState } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import type { LocalEvent } from '#server/modules/billing/local-stripe/local-event.ts';
import { LocalStripe } from '#server/modules/billing/local-stripe/local-stripe.ts';
import type { TestDatabase } from './databases';
import { productMail } from './product-mailbox';
import type { SignedIn } from './sign-in';
import { startTestApp, type TestApp } from './test-app';

export const API = '/api/VideoMeeting';
export const STRIPE_KEY = 'sk_test_billingtests0123456789';
export const WEBHOOK_SECRET = 'whsec_billingtests0123456789';

/** The environment that points the product's stripe client at a local Stripe server (STRIPE_API_URL). */
export function stripeEnv(local: LocalStripe, extra: Record<string, string> = {}): Record<string, string> {
  return { STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: local.url, ...extra };
}

/**
 * A local Stripe server that keeps its events for the test to deliver (in order, twice, late, to
 * either node), and the product configured with a Stripe key pointing at it.
 */
export interface StripeTestApp extends TestApp {
  local: LocalStripe;
}

export async function startStripeApp(
  dialect: 'sqlite' | 'postgres',
  options: { env?: Record<string, string>; clock?: Clock; database?: TestDatabase; local?: LocalStripe } = {},
): Promise<StripeTestApp> {
  const local =
    options.local ??
    (await LocalStripe.start({
      apiKey: STRIPE_KEY,
      webhookSecret: WEBHOOK_SECRET,
      now: () => (options.clock ?? { now: () => new Date() }).now(),
    }));
  const test = await startTestApp(dialect, {
    env: stripeEnv(local, options.env),
    clock: options.clock,
    database: options.database,
  });
  return {
    ...test,
    local,
    async close() {
      await test.close();
      if (!options.local) await local.stop();
    },
  };
}

/** Delivers an event as Stripe does: the signed body to the webhook route. */
export async function deliver(
  app: FastifyInstance,
  local: LocalStripe,
  event: LocalEvent,
  options: { timestamp?: number; payload?: string; signature?: string } = {},
) {
  const signed = local.sign(event, options.timestamp);
  return app.inject({
    method: 'POST',
    url: `${API}/billing/webhook`,
    headers: { 'content-type': 'application/json', 'stripe-signature': options.signature ?? signed.signature },
    payload: options.payload ?? signed.payload,
  });
}

/** Delivers every event made since `mark` (an index into `local.events`), in order. */
export async function deliverSince(app: FastifyInstance, local: LocalStripe, mark: number): Promise<void> {
  for (const event of local.events.slice(mark)) {
    const reply = await deliver(app, local, event);
    if (reply.statusCode !== 200) throw new Error(`${event.type}: ${reply.statusCode} ${reply.body}`);
  }
}

export async function billingState(app: FastifyInstance, who: SignedIn): Promise<BillingState> {
  const reply = await app.inject({ method: 'GET', url: `${API}/billing`, headers: who.headers });
  if (reply.statusCode !== 200) throw new Error(`GET /billing: ${reply.statusCode} ${reply.body}`);
  return reply.json().data as BillingState;
}

export async function post(app: FastifyInstance, who: SignedIn, path: string, payload?: unknown) {
  return app.inject({ method: 'POST', url: `${API}/billing${path}`, headers: who.headers, payload: payload as object });
}

/** Checkout through the API; the id of the session its URL leads to. */
export async function startCheckout(app: FastifyInstance, who: SignedIn, interval: BillingInterval): Promise<string> {
  const reply = await post(app, who, '/checkout', { interval });
  if (reply.statusCode !== 200) throw new Error(`checkout: ${reply.statusCode} ${reply.body}`);
  return (reply.json().data.url as string).split('/').pop()!;
}

/**
 * Checkout and payment at the local Stripe server, without any event delivered yet: the events made
 * are returned (from `mark`), with the subscription's id.
 */
export async function buyPro(
  test: StripeTestApp,
  who: SignedIn,
  interval: BillingInterval = 'month',
): Promise<{ sessionId: string; subscriptionId: string; mark: number }> {
  const sessionId = await startCheckout(test.app, who, interval);
  const mark = test.local.events.length;
  const subscription = await test.local.simulate((cycle) => cycle.completeCheckout(sessionId));
  return { sessionId, subscriptionId: subscription.id, mark };
}

/** Checkout, payment, and every event delivered: the account is on Pro. */
export async function becomePro(test: StripeTestApp, who: SignedIn, interval: BillingInterval = 'month') {
  const bought = await buyPro(test, who, interval);
  await deliverSince(test.app, test.local, bought.mark);
  return bought;
}

/** The mails the dev mailbox holds for an address whose subject contains `subject`. */
export async function mailsTo(app: FastifyInstance, email: string, subject: string) {
  const messages = await productMail(app);
  return messages.filter((message) => message.to === email && message.subject.includes(subject));
}

/** Waits until the outbox has handed the mail matching to the dev mailbox (generous deadline). */
export async function waitForMail(app: FastifyInstance, email: string, subject: string, count = 1) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await mailsTo(app, email, subject);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** Mails queued in the outbox (sent or not) of a kind, for an address: what once-only is about. */
export async function queuedMails(app: FastifyInstance, email: string, kind: string): Promise<number> {
  const rows = await app.services.database.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('recipient', '=', email)
    .where('kind', '=', kind)
    .execute();
  return rows.length;
}
