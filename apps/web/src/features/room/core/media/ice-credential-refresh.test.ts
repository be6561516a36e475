import { describe, expect, it } from 'vitest';
import { refreshDelayMs } from './ice-credential-refresh';

const now = Date.UTC(2026, 10, 29, 9, 0, 0);
const turn = (expiresInMs: number, who = 'p1'): RTCIceServer => ({
  urls: ['turn:127.0.0.1:3478?transport=udp'],
  username: `${Math.floor((now + expiresInMs) / 1000)}:${who}`,
  credential: 'x',
});

describe('when to ask for a fresh TURN credential', () => {
  it('asks 15 minutes before a credential of hours expires', () => {
    expect(refreshDelayMs([{ urls: 'stun:stun.example' }, turn(12 * 3_600_000)], now)).toBe(
      12 * 3_600_000 - 15 * 60_000,
    );
  });

  it('asks halfway through a short credential, at once for an expired one, by the earliest expiry', () => {
    expect(refreshDelayMs([turn(10 * 60_000)], now)).toBe(5 * 60_000);
    expect(refreshDelayMs([turn(-60_000)], now)).toBe(0);
    expect(refreshDelayMs([turn(12 * 3_600_000), turn(2 * 3_600_000, 'p1b')], now)).toBe(2 * 3_600_000 - 15 * 60_000);
  });

  it('never asks when no entry carries an expiry', () => {
    expect(refreshDelayMs([{ urls: 'stun:stun.example' }], now)).toBeNull();
    expect(refreshDelayMs([], now)).toBeNull();
  });
});
