import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data/video-meeting.db') });
    expect(config.devMailbox).toBe(true);
    expect(config.defaultPlan).toBe('free');
  });

  it('stops on a bad value with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('"abc"');
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it.each([
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['DEFAULT_PLAN', 'gold'],
    ['SECRET_KEY', 'short'],
  ])('names %s when its value is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}:`));
  });

  it('never echoes secrets or URLs in the message', () => {
    expect(() => loadConfig({ SECRET_KEY: 'short-secret' })).toThrow(/^(?!.*short-secret)/);
  });

  it('chooses PostgreSQL for a postgres URL and turns the dev mailbox off with SMTP', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(config.devMailbox).toBe(false);
  });

  it('refuses to switch the dev mailbox off without an SMTP server', () => {
    expect(() => loadConfig({ DEV_MAILBOX: 'false' })).toThrow(/DEV_MAILBOX/);
  });

  it('refuses the renamed OTP_MAX_FAILURES_PER_ADDRESS_HOUR with a line naming its successor', () => {
    expect(() => loadConfig({ OTP_MAX_FAILURES_PER_ADDRESS_HOUR: '40' })).toThrow(
      /OTP_MAX_FAILURES_PER_ADDRESS_HOUR.*set OTP_MAX_FAILURES_PER_ADDRESS_DAY/,
    );
    expect(loadConfig({ OTP_MAX_FAILURES_PER_ADDRESS_DAY: '60' }).otp.maxFailuresPerAddressDay).toBe(60);
  });

  describe('TRUST_PROXY', () => {
    it('trusts nobody by default, when empty and when false', () => {
      for (const value of [undefined, '', 'false'])
        expect(loadConfig({ TRUST_PROXY: value }).trustedProxies).toEqual([]);
    });

    it('takes the proxies as comma-separated IPv4 and IPv6 addresses and CIDR ranges', () => {
      const config = loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' });
      expect(config.trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    });

    it.each(['true', '1', '2', '0'])('refuses %s with one line that says what to write', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid environment variable TRUST_PROXY: [^\n]*write the trusted proxies' addresses or CIDR ranges[^\n]*$/,
      );
    });

    it.each(['nginx.internal', '10.0.0.0/33', '127.0.0.1,', '0.0.0.0/0', '::/0', 'loopback'])(
      'refuses %s: only addresses and ranges short of everyone',
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment variable TRUST_PROXY: /);
      },
    );
  });

  describe('with REDIS_URL (one of several nodes)', () => {
    const redis = { REDIS_URL: 'redis://:secret@redis.internal:6379' };
    const key = { SECRET_KEY: 'k'.repeat(40) };

    it.each([
      ['no DATABASE_URL (SQLite in DATA_DIR)', { ...key }],
      ['a SQLite DATABASE_URL', { ...key, DATABASE_URL: 'sqlite:./shared.db' }],
    ])('refuses %s with one line: nodes must share PostgreSQL', (_case, env) => {
      expect(() => loadConfig({ ...redis, ...env })).toThrow(
        /^Invalid environment variable DATABASE_URL: with REDIS_URL every node must share one PostgreSQL database/,
      );
    });

    it('refuses a missing SECRET_KEY with one line: nodes must share the key', () => {
      expect(() => loadConfig({ ...redis, DATABASE_URL: 'postgres://u@h:5432/db' })).toThrow(
        /^Invalid environment variable SECRET_KEY: with REDIS_URL every node must be given the same SECRET_KEY[^\n]*$/,
      );
    });

    it('starts with PostgreSQL and a key, and keeps NODE_ID', () => {
      const config = loadConfig({ ...redis, ...key, DATABASE_URL: 'postgres://u@h:5432/db', NODE_ID: 'node-1.eu' });
      expect(config).toMatchObject({ redisUrl: redis.REDIS_URL, nodeId: 'node-1.eu' });
    });

    it('takes a node id only in characters fit for a header and a Redis key', () => {
      expect(() => loadConfig({ NODE_ID: 'node 1\r\nx' })).toThrow(/^Invalid environment variable NODE_ID:/);
    });
  });
});
