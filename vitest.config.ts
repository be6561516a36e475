import { defineConfig } from 'vitest/config';

// `npm run test:unit`: unit, API and component tests of every package. End-to-end tests run
// separately (`npm run test:e2e`) against the built product.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/server/vitest.shared-redis.config.ts', 'apps/web', 'bench'],
    // Vitest's default is one file at a time on two cores (CPUs - 1). Most server files spend their time
    // waiting on sockets, mail and timers rather than computing, so two run side by side; every file
    // has its own database schema, mailbox and ports (test/support/databases.ts). The files that share the
    // test Redis run one at a time (apps/server/test/support/shared-redis-suites.ts).
    maxWorkers: 2,
  },
});
