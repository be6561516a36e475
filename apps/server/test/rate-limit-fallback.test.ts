import { afterEach, describe, expect, it } from 'vitest';
import { createClusterModule, type ClusterModule } from '../src/modules/cluster/cluster-module';
import { freeLoopbackPort } from '../src/lib/free-port';
import { testConfig, tempDir } from './support/test-config';
import pino from 'pino';

// A Redis outage must neither lock every client out nor lift the limits: each node counts alone again.
describe('shared rate limit while Redis does not answer', () => {
  let cluster: ClusterModule | undefined;
  const data = tempDir();
  afterEach(async () => {
    await cluster?.stop();
    data.remove();
  });

  it('falls back to counting on this node', async () => {
    const nobody = `redis://127.0.0.1:${await freeLoopbackPort()}`;
    const config = testConfig(data.dir, {
      REDIS_URL: nobody,
      DATABASE_URL: 'postgres://unused@127.0.0.1:1/none',
      SECRET_KEY: 'f'.repeat(40),
    });
    cluster = createClusterModule({ config, log: pino({ level: 'silent' }) });
    const limit = cluster.rateLimit('fallback-test', 3);
    const now = Date.now();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limit.take('203.0.113.5', now));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(await cluster.redisStatus()).toBe('unavailable');
  });
});
