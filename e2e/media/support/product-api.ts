import { spawnSync } from 'node:child_process';
import type { Meeting, Plan } from '@vm/contracts';
import { waitForMail, type DevMailboxAccess } from '../../support/mailbox';
import { repoRoot } from '../../support/product';

export interface Account {
  email: string;
  headers: { authorization: string };
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, account?: Account) {
  const response = await fetch(`${baseUrl}/api/VideoMeeting${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...account?.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
  return json.data;
}

/** Registers through the real API, reading the code from the dev mailbox (loopback only, as here). */
export async function signUp(product: DevMailboxAccess, name: string): Promise<Account> {
  const { baseUrl } = product;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}@example.test`;
  await call(baseUrl, 'POST', '/guest/send-otp?purpose=register', { email });
  const mail = await waitForMail(product, { to: email });
  const otpCode = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  const { token } = await call<{ token: string }>(baseUrl, 'POST', '/guest/register-with-otp', {
    name,
    email,
    otpCode,
  });
  return { email, headers: { authorization: `Bearer ${token}` } };
}

export function createMeeting(baseUrl: string, host: Account, body: Record<string, unknown>): Promise<Meeting> {
  const start = Date.now() + 60_000;
  return call<Meeting>(
    baseUrl,
    'POST',
    '/meetings',
    {
      title: 'Media test',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      ...body,
    },
    host,
  );
}

export function getMeeting(baseUrl: string, host: Account, id: string): Promise<Meeting> {
  return call<Meeting>(baseUrl, 'GET', `/meetings/${id}`, undefined, host);
}

export function hostJoinUrl(baseUrl: string, host: Account, id: string): Promise<string> {
  return call<string>(baseUrl, 'GET', `/meetings/${id}/join-url`, undefined, host);
}

export function guestJoinUrl(baseUrl: string, id: string, guestName: string): Promise<string> {
  const guestEmail = `${guestName.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}@example.test`;
  return call<string>(baseUrl, 'POST', `/meetings/${id}/join`, { guestName, guestEmail });
}

/**
 * `npm run admin -- set-plan` against the running product's database, as an operator would (`env`:
 * the database's settings when it is not the SQLite file in `dataDir`).
 */
export function setPlan(dataDir: string, account: Account, plan: Plan, env: Record<string, string> = {}): void {
  const result = spawnSync('npm', ['run', '-s', 'admin', '--', 'set-plan', account.email, plan], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`set-plan failed: ${result.stdout}${result.stderr}`);
}
