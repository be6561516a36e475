import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { i18n } from '../lib/i18n';
import { resources } from '../locales/all';

// The app loads most text namespaces with their pages; component tests render parts without a page,
// so every namespace is registered up front here.
for (const [language, bundles] of Object.entries(resources)) {
  for (const [namespace, bundle] of Object.entries(bundles))
    i18n.addResourceBundle(language, namespace, bundle, true, true);
}

// Pages are lazy chunks that Vite compiles on their first import in a test file; on a busy machine
// that alone can take longer than findBy's default second, and at load averages of 15-20 longer than
// 4 s (seen on a page's first test: the invitation page, the room entry). A deadline, not a speed.
configure({ asyncUtilTimeout: 12_000 });

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // No test may reach a real server: a fetch that a test did not stub fails loudly.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('Unexpected fetch: stub globalThis.fetch in this test'))),
  );
  // An unexpected console.error (a React warning, a swallowed failure) fails the test; a test that
  // expects one replaces this spy's implementation and clears it.
  consoleError = vi.spyOn(console, 'error');
});

afterEach(async () => {
  cleanup();
  const errors = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  await i18n.changeLanguage('en');
  expect(errors, 'console.error was called').toEqual([]);
});
