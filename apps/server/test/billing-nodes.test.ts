import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStripe } from '#server/modules/billing/local-stripe/local-stripe.ts';
import {
  billingState,
  buyPro,
  deliver,
  queuedMails,
  startStripeApp,
  STRIPE_KEY,
  WEBHOOK_SECRET,
  type StripeTestApp,
} from './support/billing';
import { createTestDatabase, type TestDatabase } from './support/databases';
import { signUp, uniqueEmail } from './support/sign-in';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!redisUrl || !postgres)('Stripe events on two nodes', () => {
  let database: TestDatabase;
  let local: LocalStripe;
  let first: StripeTestApp;
  let second: StripeTestApp;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    local = await LocalStripe.start({ apiKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET });
    const env = { REDIS_URL: redisUrl!, SECRET_KEY: 'k'.repeat(48) };
    first = await startStripeApp('postgres', { database, local, env: { ...env, NODE_ID: 'node-a' } });
    second = await startStripeApp('postgres', { database, local, env: { ...env, NODE_ID: 'node-b' } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await local?.stop();
    await database?.cleanup();
  });

  it('handles an event both nodes receive at once exactly once', async () => {
    const ada = await signUp(first.app, uniqueEmail('ada'));
    const { mark } = await buyPro(first, ada);
    for (const event of local.events.slice(mark)) {
      const replies = await Promise.all([deliver(first.app, local, event), deliver(second.app, local, event)]);
      const handled = replies.filter((reply) => reply.statusCode === 200 && reply.json().data.duplicate === false);
      expect(handled, event.type).toHaveLength(1);
      // The other one heard it was handled, or that it is being handled (Stripe then sends it again).
      for (const reply of replies) expect([200, 409]).toContain(reply.statusCode);
      // Delivered again later, to either node, it changes nothing.
      expect((await deliver(second.app, local, event)).json().data.duplicate).toBe(true);
    }
    expect(await billingState(second.app, ada)).toMatchObject({ plan: 'pro', status: 'active' });
    expect(await queuedMails(first.app, ada.user.email, 'billing-welcome')).toBe(1);
  });

  it("reads a sign-up code another node's outbox delivered", async () => {
    // Either node may send what the other queued; the helpers read the product's mail, not one node's.
    await first.app.services.mail.sender.stop();
    try {
      const cy = await signUp(first.app, uniqueEmail('cy'));
      expect(cy.user.email).toMatch(/^cy-/);
      const firstNodeMail = await first.app.services.mail.devMailbox!.list();
      expect(firstNodeMail.filter((mail) => mail.to === cy.user.email)).toEqual([]);
    } finally {
      first.app.services.mail.sender.start();
    }
  });

  it('lets another node take over an event whose node died while handling it', async () => {
    const bob = await signUp(first.app, uniqueEmail('bob'));
    const { mark } = await buyPro(first, bob);
    const completed = local.events.slice(mark).find((event) => event.type === 'checkout.session.completed')!;
    // node-a claimed it and died: its claim ran out.
    await first.app.services.database.db
      .insertInto('billing_events')
      .values({
        id: completed.id,
        type: completed.type,
        received_at: new Date(Date.now() - 600_000).toISOString(),
        claimed_by: 'node-a',
        claimed_until: new Date(Date.now() - 1000).toISOString(),
      })
      .execute();
    const reply = await deliver(second.app, local, completed);
    expect(reply.json().data).toEqual({ received: true, duplicate: false });
    expect((await billingState(first.app, bob)).plan).toBe('pro');
  });
});
