import { defineConfig } from 'vitest/config';

// Media tests: the real server with its managed Janus and Debian's Chromium (and, in some files,
// Firefox ESR: decision record 039) with fake camera, microphone and screen, all inside one network namespace (run them with `npm run test:media`, which
// wraps this config in e2e/run-in-netns.sh). They need no web build: the pages are a test client.
export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: 'node',
    include: ['media/**/*.media.ts', 'media/**/*.e2e.ts'],
    globalSetup: ['./media/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
