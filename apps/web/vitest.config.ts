import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Whole-room renders with many participants take 4 s alone on our two cores; with the server's
    // suites beside them (npm test) the default 5 s deadline was too close. A deadline, not a speed check.
    testTimeout: 20_000,
  },
});
