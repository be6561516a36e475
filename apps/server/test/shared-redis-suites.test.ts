import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_REDIS_SUITES } from './support/shared-redis-suites';

const serverDir = path.resolve(import.meta.dirname, '..');

describe('the list of files that share the test Redis', () => {
  it('names every test file that reads TEST_REDIS_URL, and only those', () => {
    const readers = readdirSync(path.join(serverDir, 'test'))
      .filter((file) => file.endsWith('.test.ts') && file !== 'shared-redis-suites.test.ts')
      .filter((file) => readFileSync(path.join(serverDir, 'test', file), 'utf8').includes('TEST_REDIS_URL'))
      .map((file) => `test/${file}`);
    expect([...SHARED_REDIS_SUITES].sort()).toEqual(readers.sort());
  });
});
