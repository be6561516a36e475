import type { Plan } from '@vm/contracts';
import type { Clock } from '#server/lib/clock.ts';
import { createTestDatabase, type TestDatabase } from './databases';
import { setPlan } from './room-setup';
import { signUp, uniqueEmail, type SignedIn } from './sign-in';
import { startTestApp, type TestApp } from './test-app';

export interface TwoNodes {
  first: TestApp;
  second: TestApp;
  /** An organizer signed up on the first node, on `plan`. */
  host: SignedIn;
  close(): Promise<void>;
}

/**
 * Two nodes of one product in one process: two apps on one fresh PostgreSQL schema and one Redis
 * (`redisUrl`), each with its own managed Janus, and an organizer to meet with (docs/decisions/029).
 * `clock`, when given, is both nodes' (the cluster's leases keep the real time).
 */
export async function startTwoNodes(redisUrl: string, plan: Plan, clock?: Clock): Promise<TwoNodes> {
  const database: TestDatabase = await createTestDatabase('postgres');
  const env = { REDIS_URL: redisUrl, SECRET_KEY: 'k'.repeat(48) };
  const first = await startTestApp('postgres', { env: { ...env, NODE_ID: 'node-a' }, database, clock });
  const second = await startTestApp('postgres', { env: { ...env, NODE_ID: 'node-b' }, database, clock });
  const host = await signUp(first.app, uniqueEmail('host'), 'Nina Nodes');
  await setPlan(first.app, host.user.email, plan);
  return {
    first,
    second,
    host,
    async close() {
      await second.close();
      await first.close();
      await database.cleanup();
    },
  };
}
