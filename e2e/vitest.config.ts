import { defineConfig } from 'vitest/config';

// End-to-end tests: each file starts the real server on its own port and drives Debian's
// Chromium. Run them through `npm run test:e2e`, which installs Chromium and builds the web app.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./global-setup.ts'],
    // A server start plus a browser per file is heavy on a 2-core machine; files running side by
    // side would only make each other time out.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});
