import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '#server/config.ts';

/** Unlocks health details (send `operatorHeaders`); health-access.test.ts covers who else sees what. */
export const TEST_OPERATOR_TOKEN = 'test-operator-token-0123456789';
export const operatorHeaders = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

/** A fresh data directory per call, removed by the returned cleanup. */
export function tempDir(prefix = 'vm-test-'): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Config as the server would load it from this environment, with a quiet log and fast mail polling. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAIL_POLL_MS: '50',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '500',
    // Suites sign many people in from one loopback address; the per-IP cap has its own test.
    OTP_MAX_PER_IP_HOUR: '100000',
    // Likewise for guest joins and lobby entries; their limits have their own tests.
    GUEST_JOINS_PER_IP_MINUTE: '100000',
    ROOM_LOOKUPS_PER_IP_MINUTE: '100000',
    LOBBY_REQUESTS_PER_MEETING_MINUTE: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    // No calendar-reply listener on the quick start's fixed port in every test app; calendar-replies.test.ts turns it on.
    INBOUND_MAIL_DOMAIN: '',
    // No TURN server per test app; the TURN tests ask for the managed coturn with TURN_URLS: ''.
    TURN_URLS: 'off',
    ...env,
  });
}
