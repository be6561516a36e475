import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { loggerOptions } from '#server/http/logging.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createTestDatabase, type TestDatabase } from './databases';
import { joinProduct } from './product-mailbox';
import { tempDir, testConfig } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The first app started on each shared database: later ones are its product's other nodes. */
const appsByDatabase = new WeakMap<TestDatabase, FastifyInstance>();

/** The real app on a fresh database of the given dialect and a fresh data directory. */
export async function startTestApp(
  dialect: 'sqlite' | 'postgres' = 'sqlite',
  /** `logTo` receives the server's real log (at LOG_LEVEL from `env`) instead of silence. */
  /** `database`: another app's, so two apps are two nodes of one product (its cleanup stays with the owner). */
  options: { env?: Record<string, string>; clock?: Clock; logTo?: Writable; database?: TestDatabase } = {},
): Promise<TestApp> {
  const data = tempDir();
  const shared = options.database;
  const database = shared ?? (await createTestDatabase(dialect));
  const config = testConfig(data.dir, { ...database.env, ...options.env });
  const logger = options.logTo ? { ...loggerOptions(config), stream: options.logTo } : false;
  const app = await database.migrating(async () => {
    const built = await buildApp({ config, clock: options.clock, database: database.options, logger });
    await built.ready();
    return built;
  });
  joinProduct(app, appsByDatabase.get(database));
  if (!appsByDatabase.has(database)) appsByDatabase.set(database, app);
  return {
    app,
    dataDir: data.dir,
    database,
    async close() {
      await app.close();
      if (!shared) await database.cleanup();
      data.remove();
    },
  };
}
