import { execFile } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run admin -- ...args` as an operator runs it, with the product's environment plus `env`.
 * Asynchronous (not spawnSync), so a server in this process (a local Stripe, a job poll) can answer
 * it meanwhile. npm's own warnings are left out of `out`.
 */
export function runAdmin(env: Record<string, string>, ...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '-s', 'admin', '--', ...args],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, out: `${stdout}${stderr}`.replace(/npm warn.*\n/g, '') });
      },
    );
  });
}
