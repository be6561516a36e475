import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { Clock } from '../../src/lib/clock';
import { createTestDatabase, type TestDatabase } from './databases';
import { tempDir, testConfig } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given dialect and a fresh data directory. */
export async function startTestApp(
  dialect: 'sqlite' | 'postgres' = 'sqlite',
  options: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<TestApp> {
  const data = tempDir();
  const database = await createTestDatabase(dialect);
  const config = testConfig(data.dir, { ...database.env, ...options.env });
  const app = await buildApp({ config, clock: options.clock, database: database.options, logger: false });
  await app.ready();
  return {
    app,
    dataDir: data.dir,
    database,
    async close() {
      await app.close();
      await database.cleanup();
      data.remove();
    },
  };
}
