import { afterAll, beforeAll } from 'vitest';

/**
 * Starts something once before the surrounding describe block's tests and closes it after them. What it
 * returns stands for the started thing: its properties are read inside the tests (before beforeAll ran
 * there is nothing to read, and reading says so).
 */
export function startOncePerBlock<T extends { close(): Promise<unknown> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => started?.close());
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error(`read ${String(key)} inside a test: it starts in beforeAll`);
      return Reflect.get(started, key);
    },
  });
}
