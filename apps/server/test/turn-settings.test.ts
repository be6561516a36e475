import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { findTurnServer } from '#server/modules/media/turn/find-turnserver.ts';
import { createTurnRelay } from '#server/modules/media/turn/turn-relay.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const silent = { child: () => silent, info() {}, warn() {}, error() {} } as never;

describe('TURN settings', () => {
  it('refuses a TURN server in ICE_SERVERS (a password that never expires) and points at TURN_SECRET', () => {
    const turnEntry = JSON.stringify([
      { urls: ['stun:stun.example.com', 'turns:turn.example.com:443'], username: 'u', credential: 'p' },
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', ICE_SERVERS: turnEntry })).toThrow(
      /ICE_SERVERS: .*TURN_URLS.*TURN_SECRET/,
    );
    const stun = [{ urls: 'stun:stun.example.com:3478' }];
    expect(loadConfig({ NODE_ENV: 'test', ICE_SERVERS: JSON.stringify(stun) }).media.iceServers).toEqual(stun);
  });

  it('takes TURN_URLS only with TURN_SECRET, and TURN_SECRET only with TURN_URLS', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TURN_URLS: 'turn:turn.example.com:3478' })).toThrow(
      /TURN_SECRET: TURN_URLS needs it/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TURN_SECRET: 'x'.repeat(32) })).toThrow(
      /TURN_SECRET: it is read with TURN_URLS only/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TURN_URLS: 'stun:stun.example.com' })).toThrow(/TURN_URLS/);
    expect(loadConfig({ NODE_ENV: 'test' }).media.turn).toMatchObject({
      mode: 'managed',
      port: 3478,
      credentialHours: 12,
    });
    expect(loadConfig({ NODE_ENV: 'test', TURN_URLS: 'off' }).media.turn).toMatchObject({ mode: 'off' });
  });

  it('hands out TURN_URLS with a credential your coturn checks with TURN_SECRET (its static-auth-secret)', () => {
    const secret = 'shared-by-every-turn-server-0123456789';
    const config = loadConfig({
      NODE_ENV: 'test',
      TURN_URLS: 'turn:turn1.example.com:3478, turns:turn1.example.com:443?transport=tcp',
      TURN_SECRET: secret,
      TURN_CREDENTIAL_HOURS: '2',
    });
    const now = new Date('2026-11-29T10:00:00Z');
    const [entry] = createTurnRelay(config, silent).iceServersFor('participant-1', now);
    expect(entry).toEqual({
      urls: ['turn:turn1.example.com:3478', 'turns:turn1.example.com:443?transport=tcp'],
      username: `${now.getTime() / 1000 + 2 * 3600}:participant-1`,
      credential: createHmac('sha1', secret)
        .update(`${now.getTime() / 1000 + 2 * 3600}:participant-1`)
        .digest('base64'),
    });
  });
});

describe('scripts/ensure-coturn.mjs', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['scripts/ensure-coturn.mjs', '--required'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });

  it("finds coturn's turnserver, as the product does", () => {
    const binary = findTurnServer(undefined);
    expect(binary).toMatch(/turnserver$/);
    expect(run({}).status).toBe(0);
    expect(run({ TURNSERVER_PATH: binary! }).status).toBe(0);
  });

  it('fails with --required and says how to install it when TURNSERVER_PATH points nowhere', () => {
    const missing = run({ TURNSERVER_PATH: '/nonexistent/turnserver' });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(
      "not found at /nonexistent/turnserver: install it with 'sudo apt-get install coturn'",
    );
    expect(findTurnServer('/nonexistent/turnserver')).toBeUndefined();
  });
});
