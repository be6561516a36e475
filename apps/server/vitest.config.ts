import { defineProject } from 'vitest/config';
import { SHARED_REDIS_SUITES } from './test/support/shared-redis-suites';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // They run one at a time in their own project (vitest.shared-redis.config.ts).
    exclude: SHARED_REDIS_SUITES,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
