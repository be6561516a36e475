import { defineProject } from 'vitest/config';
import { SHARED_REDIS_SUITES } from './test/support/shared-redis-suites';

// The server's files that share the test Redis (test/support/shared-redis-suites.ts): one at a time,
// which Vitest does after the files that run side by side. `--project 'server*'` picks both projects.
export default defineProject({
  test: {
    name: 'server-redis',
    include: SHARED_REDIS_SUITES,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
