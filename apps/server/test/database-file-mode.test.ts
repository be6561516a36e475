import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { tempDir } from './support/test-config';
import { insertUserRow } from './support/user-rows';

// The SQLite file and its -wal and -shm companions hold every account and session: owner only, like the
// dev mailbox (docs/architecture.md, 'Database').

const SIDE_FILES = ['', '-wal', '-shm'];

/** The permission bits group and others have on each of the database's files. */
function othersBits(file: string): Record<string, number> {
  return Object.fromEntries(SIDE_FILES.map((suffix) => [suffix || 'db', fs.statSync(file + suffix).mode & 0o077]));
}

async function writeSomething(handle: DatabaseHandle) {
  await handle.migrate();
  await insertUserRow(handle.db, { created_at: new Date().toISOString() });
}

describe('SQLite file permissions', () => {
  const opened: DatabaseHandle[] = [];
  const dirs: Array<ReturnType<typeof tempDir>> = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((handle) => handle.close()));
    for (const dir of dirs.splice(0)) dir.remove();
  });

  function open(file: string) {
    const handle = openDatabase({ dialect: 'sqlite', file });
    opened.push(handle);
    return handle;
  }

  function freshFile() {
    const data = tempDir();
    dirs.push(data);
    return path.join(data.dir, 'nested', 'video-meeting.db');
  }

  it('creates the database, its -wal and its -shm file readable by the owner only', async () => {
    const file = freshFile();
    await writeSomething(open(file));
    expect(othersBits(file)).toEqual({ db: 0, '-wal': 0, '-shm': 0 });
    expect(fs.statSync(file).mode & 0o600).toBe(0o600);
  });

  it('tightens files an earlier version left readable to everyone', async () => {
    const file = freshFile();
    await writeSomething(open(file));
    // Held open by a second connection, so the -wal and -shm files stay while the first one closes.
    const earlier = open(file);
    await earlier.ping();
    await opened.shift()!.close();
    for (const suffix of SIDE_FILES) fs.chmodSync(file + suffix, 0o644);
    expect(othersBits(file)).toEqual({ db: 0o044, '-wal': 0o044, '-shm': 0o044 });

    const handle = open(file);
    await handle.ping();
    expect(othersBits(file)).toEqual({ db: 0, '-wal': 0, '-shm': 0 });
  });
});
