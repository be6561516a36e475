import crypto from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClusterModule, type ClusterModule } from '../src/modules/cluster/cluster-module';
import { tempDir, testConfig } from './support/test-config';

const redisUrl = process.env.TEST_REDIS_URL;

// Background jobs of several nodes (the status sweep): one node runs a job at a time, keeps it while
// it lives, and another takes it when the holder stops or dies (decision record 027).
describe.skipIf(!redisUrl)('a job leased in Redis', () => {
  const data = tempDir();
  const nodes: ClusterModule[] = [];
  beforeAll(() => {
    for (const nodeId of ['lease-a', 'lease-b']) {
      const config = testConfig(data.dir, {
        REDIS_URL: redisUrl!,
        DATABASE_URL: 'postgres://unused@127.0.0.1:1/none',
        SECRET_KEY: 'j'.repeat(40),
        NODE_ID: nodeId,
      });
      nodes.push(createClusterModule({ config, log: pino({ level: 'silent' }) }));
    }
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    data.remove();
  });

  const jobName = () => `test-${crypto.randomBytes(4).toString('hex')}`;

  it('runs on the node that holds it, which keeps it, until it lets go', async () => {
    const name = jobName();
    const [a, b] = nodes.map((node) => node.exclusive(name, 10_000));
    const ran: string[] = [];
    expect(await a!.run(async () => ran.push('a'))).toBe(true);
    expect(await b!.run(async () => ran.push('b'))).toBe(false);
    expect(await a!.run(async () => ran.push('a'))).toBe(true);
    await a!.release();
    expect(await b!.run(async () => ran.push('b'))).toBe(true);
    expect(await a!.run(async () => ran.push('a'))).toBe(false);
    expect(ran).toEqual(['a', 'a', 'b']);
  });

  it('moves to another node when its holder dies and the lease runs out', async () => {
    const name = jobName();
    const [a, b] = nodes.map((node) => node.exclusive(name, 300));
    expect(await a!.run(async () => {})).toBe(true);
    // a never runs again (died): within the lease b is refused, after it b takes over.
    expect(await b!.run(async () => {})).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await b!.run(async () => {})).toBe(true);
  });

  it('is renewed while a run lasts longer than the lease', async () => {
    const name = jobName();
    const [a, b] = nodes.map((node) => node.exclusive(name, 300));
    let other: boolean | undefined;
    await a!.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      other = await b!.run(async () => {});
    });
    expect(other).toBe(false);
  });
});
