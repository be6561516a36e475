import { defineProject } from 'vitest/config';

// Unit tests of the bench tools (not the benchmarks themselves, which run by hand and assert nothing).
export default defineProject({
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
  },
});
