/**
 * Test files that start nodes on the Redis of TEST_REDIS_URL. Every test run shares that one Redis, and
 * nodes in it share what a cluster shares (job leases, rate-limit counters, node channels named by
 * NODE_ID), so two of these files at once would see each other's nodes. They run one at a time, after the
 * rest (vitest.shared-redis.config.ts); every other file runs beside another. A check in
 * test/shared-redis-suites.test.ts keeps this list complete.
 */
export const SHARED_REDIS_SUITES = [
  'test/billing-nodes.test.ts',
  'test/cluster-job-lease.test.ts',
  'test/cluster-rate-limits.test.ts',
  'test/node-health-metrics.test.ts',
  'test/recording-storage-limit.test.ts',
  'test/rooms-across-nodes-budget.test.ts',
  'test/rooms-across-nodes.test.ts',
  'test/rooms-large-roster.test.ts',
];
