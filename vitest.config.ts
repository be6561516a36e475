import { defineConfig } from 'vitest/config';

// `npm run test:unit`: unit, API and component tests of every package. End-to-end tests run
// separately (`npm run test:e2e`) against the built product.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web', 'bench'],
  },
});
