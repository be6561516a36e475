import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  becomePro,
  billingState,
  deliverSince,
  startStripeApp,
  stripeEnv,
  type StripeTestApp,
} from './support/billing';
import { runAdmin } from './support/admin-command';
import { signUp, uniqueEmail } from './support/sign-in';

describe('set-plan on an account that pays for Pro', () => {
  let test: StripeTestApp;

  const admin = (...args: string[]) => runAdmin({ DATA_DIR: test.dataDir, ...stripeEnv(test.local) }, ...args);

  beforeAll(async () => {
    test = await startStripeApp('sqlite');
  });
  afterAll(async () => test?.close());

  it('is refused without --cancel-subscription; with it the subscription is cancelled at Stripe and the plan is managed', async () => {
    const ada = await signUp(test.app, uniqueEmail('ada'));
    const { subscriptionId } = await becomePro(test, ada);

    const refused = await admin('set-plan', ada.user.email, 'enterprise');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('--cancel-subscription');
    expect((await billingState(test.app, ada)).plan).toBe('pro');

    const mark = test.local.events.length;
    const done = await admin('set-plan', ada.user.email, 'enterprise', '--cancel-subscription');
    expect(done.out).toContain(`Cancelled the Stripe subscription ${subscriptionId}`);
    expect(done.code).toBe(0);
    expect(test.local.state.subscriptions[subscriptionId]!.status).toBe('canceled');
    // Stripe's news of the cancellation leaves the operator's plan as it is.
    await deliverSince(test.app, test.local, mark);
    expect(await billingState(test.app, ada)).toMatchObject({ plan: 'enterprise', managed: true, status: 'canceled' });
  });
});
