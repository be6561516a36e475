import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signUp, uniqueEmail } from './support/sign-in';
import { tempDir, testConfig } from './support/test-config';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** `npm run admin -- ...` as an operator runs it, against the database the product uses. */
function admin(dataDir: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', '-s', 'admin', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}`.replace(/npm warn.*\n/g, '') };
}

describe('admin command', () => {
  const data = tempDir();
  let email: string;
  let headers: { authorization: string };

  beforeAll(async () => {
    const app = await buildApp({ config: testConfig(data.dir), logger: false });
    await app.ready();
    email = uniqueEmail('plan');
    ({ headers } = await signUp(app, email));
    await app.close();
  });
  afterAll(() => data.remove());

  it('lists its commands', () => {
    const { code, out } = admin(data.dir, 'help');
    expect(code).toBe(0);
    expect(out).toContain('set-plan <email> <free|pro|enterprise>');
  });

  it('changes a user’s plan, which the API then reports and enforces', async () => {
    const { code, out } = admin(data.dir, 'set-plan', email.toUpperCase(), 'pro');
    expect(code).toBe(0);
    expect(out).toContain(`${email} is now on the pro plan`);

    const app = await buildApp({ config: testConfig(data.dir), logger: false });
    try {
      const me = await app.inject({ url: '/api/VideoMeeting/guest/me', headers });
      expect(me.json().data.plan).toBe('pro');
      const start = new Date(Date.now() + 3_600_000);
      const end = new Date(start.getTime() + 3_600_000);
      const meeting = await app.inject({
        method: 'POST',
        url: '/api/VideoMeeting/meetings',
        headers,
        payload: { title: 'Pro call', startTime: start.toISOString(), endTime: end.toISOString() },
      });
      expect(meeting.json().data).toMatchObject({
        maxParticipants: 100,
        participantLimit: 50,
        durationLimitMinutes: 1440,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses an unknown plan, an unknown user and an unknown command', () => {
    expect(admin(data.dir, 'set-plan', email, 'gold').code).toBe(2);
    const missing = admin(data.dir, 'set-plan', 'nobody@example.test', 'pro');
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('No user with the e-mail address nobody@example.test');
    expect(admin(data.dir, 'frobnicate').code).toBe(2);
  });
});
