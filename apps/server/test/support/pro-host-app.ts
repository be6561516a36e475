import { setPlan } from './room-setup';
import { signUp, uniqueEmail, type SignedIn } from './sign-in';
import { startOncePerBlock } from './once-per-block';
import { startTestApp, type TestApp } from './test-app';
import { TestClock } from './test-clock';

export interface ProHostApp {
  readonly app: TestApp['app'];
  readonly clock: TestClock;
  readonly host: SignedIn;
}

/**
 * For the surrounding describe block: a test app on SQLite that runs on the test's clock, with a host on
 * the Pro plan (long meetings, large rooms). What a room test that moves time starts from.
 */
export function useProHostApp(): ProHostApp {
  return startOncePerBlock(async () => {
    const clock = new TestClock();
    const test = await startTestApp('sqlite', { clock });
    const host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'pro');
    return { app: test.app, clock, host, close: () => test.close() };
  });
}
