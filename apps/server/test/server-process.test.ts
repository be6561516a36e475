import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freeLoopbackPort as freePort } from '../src/lib/free-port';
import { operatorHeaders, tempDir, TEST_OPERATOR_TOKEN } from './support/test-config';

const operator = { OPERATOR_TOKEN: TEST_OPERATOR_TOKEN };

const serverDir = path.resolve(import.meta.dirname, '..');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited');
    const reply = await fetch(url, { headers: operatorHeaders }).catch(() => undefined);
    if (reply?.ok) return reply;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

/** Processes whose parent is `pid`, with their command names, from /proc. */
function childrenOf(pid: number): { pid: number; name: string }[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === pid ? [{ pid: Number(entry), name }] : [];
    } catch {
      return [];
    }
  });
}

/** A process that has exited but was not reaped yet (a zombie) no longer runs. */
function isRunning(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The real entry point, as `npm start` runs it: a real port, real signals. */
// Every test here starts real server processes (tsx compiles on each start): generous on a busy machine.
describe('server process', { timeout: 90_000 }, () => {
  const data = tempDir();
  afterAll(() => data.remove());

  it('serves health over a real port and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir, ...operator });
    const reply = await waitForHealth(`http://127.0.0.1:${port}/api/VideoMeeting/health`, server.child);
    const body: unknown = await reply.json();
    expect(body).toMatchObject({ success: true, data: { database: { status: 'ok' } } });
    const missing = await fetch(`http://127.0.0.1:${port}/api/VideoMeeting/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, data: null });

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('answers health at once even when the configured SMTP server never answers', async () => {
    const port = await freePort();
    const deadSmtp = await freePort();
    const server = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      SMTP_URL: `smtp://127.0.0.1:${deadSmtp}`,
      ...operator,
    });
    const reply = await waitForHealth(`http://127.0.0.1:${port}/api/VideoMeeting/health`, server.child);
    const body = (await reply.json()) as { data: { parts: { mail: { status: string } } } };
    expect(body.data.parts.mail.status).toMatch(/ready|degraded/);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  });

  it('takes its managed Janus with it when it is killed without a chance to stop it', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir, ...operator });
    const health = `http://127.0.0.1:${port}/api/VideoMeeting/health`;
    await waitForHealth(health, server.child);
    let janus: number | undefined;
    await vi.waitFor(
      async () => {
        const reply = await fetch(health, { headers: operatorHeaders });
        const body = (await reply.json()) as { data: { parts: { media: { status: string } } } };
        expect(body.data.parts.media.status).toBe('ready');
        janus = childrenOf(server.child.pid!).find((child) => child.name === 'janus')?.pid;
        expect(janus).toBeDefined();
      },
      { timeout: 30_000, interval: 200 },
    );

    server.child.kill('SIGKILL');
    await server.exited;
    await vi.waitFor(() => expect(isRunning(janus!)).toBe(false), { timeout: 10_000, interval: 100 });
  });

  it('prints the address e-mails will use and the dev mailbox link with this start’s key, which alone opens the mailbox', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir });
    await waitForHealth(`http://127.0.0.1:${port}/api/VideoMeeting/health`, server.child);
    await vi.waitFor(() => expect(server.output()).toContain('/dev/mailbox?key='), { timeout: 10_000 });
    expect(server.output()).toContain(`PUBLIC_URL is not set: links in e-mails will use http://localhost:${port}`);
    const link = /(http:\/\/localhost:\d+\/dev\/mailbox\?key=[\w-]+)/.exec(server.output())![1]!;
    const page = await fetch(link.replace('localhost', '127.0.0.1'), { headers: { host: `localhost:${port}` } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Dev mailbox');
    const bare = await fetch(`http://127.0.0.1:${port}/dev/mailbox`);
    expect(bare.status).toBe(404);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start on a bad environment value with one line naming it', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: data.dir });
    expect(await server.exited).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable PORT: .*"abc"/)]);
  });

  // Two server starts one after the other: each can take 15 s on a busy machine.
  it(
    'refuses to join other nodes (REDIS_URL) on SQLite or without a shared key, one line each',
    { timeout: 90_000 },
    async () => {
      const redis = { REDIS_URL: 'redis://:hunter2-secret@127.0.0.1:1', DATA_DIR: data.dir };
      const sqlite = startServer({ ...redis, SECRET_KEY: 'k'.repeat(40) });
      expect(await sqlite.exited).toBe(1);
      expect(sqlite.output().trim().split('\n')).toEqual([
        expect.stringMatching(/^Invalid environment variable DATABASE_URL: .*PostgreSQL/),
      ]);
      const keyless = startServer({ ...redis, DATABASE_URL: 'postgres://u@127.0.0.1:1/db' });
      expect(await keyless.exited).toBe(1);
      const lines = keyless.output().trim().split('\n');
      expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable SECRET_KEY: .*same SECRET_KEY/)]);
      expect(lines[0]).not.toContain('hunter2');
    },
  );
});
