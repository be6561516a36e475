import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  becomePro,
  billingState,
  deliverSince,
  startStripeApp,
  stripeEnv,
  type StripeTestApp,
} from './support/billing';
import { signUp, uniqueEmail } from './support/sign-in';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('set-plan on an account that pays for Pro', () => {
  let test: StripeTestApp;

  /**
   * `npm run admin -- ...` as an operator runs it, with the product's environment. Not spawnSync: the
   * local Stripe server in this process must answer it meanwhile.
   */
  function admin(...args: string[]): Promise<{ code: number; out: string }> {
    return new Promise((resolve) => {
      execFile(
        'npm',
        ['run', '-s', 'admin', '--', ...args],
        {
          cwd: repoRoot,
          env: { ...process.env, DATA_DIR: test.dataDir, LOG_LEVEL: 'silent', ...stripeEnv(test.local) },
        },
        (error, stdout, stderr) => {
          const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
          resolve({ code, out: `${stdout}${stderr}`.replace(/npm warn.*\n/g, '') });
        },
      );
    });
  }

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
