import { afterAll, beforeAll } from 'vitest';
import { setPlan } from './room-setup';
import { signUp, uniqueEmail, type SignedIn } from './sign-in';
import { startTestApp, type TestApp } from './test-app';
import { TestClock } from './test-clock';

export interface ProHostApp {
  readonly app: TestApp['app'];
  readonly clock: TestClock;
  readonly host: SignedIn;
}

/**
 * For the surrounding describe block: a test app on SQLite that runs on the test's clock, with a host on
 * the Pro plan (long meetings, large rooms), started once before its tests and closed after them. What a
 * room test that moves time starts from; read the parts inside the tests.
 */
export function useProHostApp(): ProHostApp {
  let started: { test: TestApp; clock: TestClock; host: SignedIn } | undefined;
  beforeAll(async () => {
    const clock = new TestClock();
    const test = await startTestApp('sqlite', { clock });
    const host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
    await setPlan(test.app, host.user.email, 'pro');
    started = { test, clock, host };
  });
  afterAll(async () => started?.test.close());

  const parts = () => {
    if (!started) throw new Error('useProHostApp: the app starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return parts().test.app;
    },
    get clock() {
      return parts().clock;
    },
    get host() {
      return parts().host;
    },
  };
}
