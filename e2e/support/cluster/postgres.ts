import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir } from 'node:fs/promises';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '../../../apps/server/src/lib/free-port';
import { isExecutable } from './child';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';
const DATABASE = 'videomeeting';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:PORT/videomeeting (trust auth: no password). */
  url: string;
  port: number;
  /** Runs SQL with psql; returns its unaligned, tuples-only output (`SELECT 1` gives '1'). */
  query(sql: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster: initdb and pg_ctl of the installed version (Debian's postgresql
 * package), run as the postgres user because PostgreSQL refuses to run as root. Its data directory
 * is a temp dir owned by postgres; it listens on a free loopback port with trust auth, and durability
 * is off (nothing here outlives the test). Inside the media namespace the machine's own PostgreSQL is
 * out of reach (docs/decisions/028).
 */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = await postgresBin();
  const port = await freeLoopbackPort();
  const base = await mkdtemp(join(tmpdir(), 'vm-postgres-'));
  const dataDir = join(base, 'data');
  const { uid, gid } = await postgresUser();
  await chown(base, uid, gid);
  const asPostgres = (program: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args], { cwd: base });

  const serverOptions = [
    ...['-p', String(port), '-k', base, '-c', 'listen_addresses=127.0.0.1'],
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  ].join(' ');
  // If the test process dies without stop(), end the server on the way out (synchronously: only a
  // signal can be sent then). SIGQUIT is PostgreSQL's immediate shutdown.
  const killOnExit = () => {
    try {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Not running: nothing to end.
    }
    rmSync(base, { recursive: true, force: true });
  };
  const stop = async () => {
    process.off('exit', killOnExit);
    await asPostgres('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => undefined);
    rmSync(base, { recursive: true, force: true });
  };

  try {
    await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '-N']);
    process.once('exit', killOnExit);
    await asPostgres('pg_ctl', ['start', '-D', dataDir, '-l', join(base, 'server.log'), '-o', serverOptions, '-w']);
    await run(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE]);
  } catch (error) {
    const log = readFileQuietly(join(base, 'server.log'));
    await stop();
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }

  const query = async (sql: string) => {
    const args = ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', DATABASE, '-XAtq', '-c', sql];
    const { stdout } = await run(join(bin, 'psql'), args);
    return stdout.trim();
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`, port, query, stop };
}

/** /usr/lib/postgresql/<version>/bin of the newest installed version that has initdb and pg_ctl. */
async function postgresBin(): Promise<string> {
  const versions = await readdir(POSTGRES_ROOT).catch(() => [] as string[]);
  const bins = versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(POSTGRES_ROOT, version, 'bin'))
    .filter((bin) => ['initdb', 'pg_ctl'].every((program) => isExecutable(join(bin, program))));
  if (!bins[0]) {
    throw new Error(`No PostgreSQL under ${POSTGRES_ROOT}: run 'node scripts/ensure-cluster-tools.mjs'`);
  }
  return bins[0];
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all(['-u', '-g'].map((flag) => run('id', [flag, 'postgres'])));
  return { uid: Number(uid!.stdout), gid: Number(gid!.stdout) };
}

function readFileQuietly(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
