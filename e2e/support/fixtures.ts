import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, type LaunchOptions } from './chromium';
import { startProduct, type RunningProduct, type StartProductOptions } from './product';

/**
 * Starts something before the surrounding describe block's tests and stops it after them: one start
 * per file, because the tests of a file share rooms, people and browsers. What it returns stands for
 * the started thing (its methods called on it), to be read inside tests and later hooks; reading it
 * earlier says so. Fixtures start in the order they are written and stop in the opposite order.
 */
export function startedForBlock<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<unknown>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) {
        // Awaiting or printing it (then, Symbol.toStringTag...) is no reading of the started thing.
        if (key === 'then' || typeof key === 'symbol') return undefined;
        throw new Error(`read ${String(key)} inside a test or a later hook: it starts in beforeAll`);
      }
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** The real product (server and built web app, fresh data directory) for the describe block's tests. */
export function withProduct(options: StartProductOptions = {}): RunningProduct {
  return startedForBlock(
    () => startProduct(options),
    (product) => product.stop(),
  );
}

/** Debian's Chromium for the describe block's tests; openPage gives each test its own context in it. */
export function withBrowser(options: LaunchOptions = {}): Browser {
  return startedForBlock(
    () => launchBrowser(options),
    (browser) => browser.close(),
  );
}
