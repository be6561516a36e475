import { describe, expect, it } from 'vitest';
import { guestUser } from '#web/testing/fixtures.ts';
import { saveSession } from './stored-session';

const session = (token: string) => ({ token, expiry: '2099-01-01T00:00:00.000Z', user: guestUser });

describe('saveSession', () => {
  it('keeps a registration token under auth_token and a login token under guest_token, never both', () => {
    saveSession(session('registration-token'), 'registration');
    expect(localStorage.getItem('auth_token')).toBe('registration-token');
    expect(localStorage.getItem('guest_token')).toBeNull();

    // auth_token wins in the bearer header, so an old one must not outlive a new login.
    saveSession(session('login-token'), 'login');
    expect(localStorage.getItem('guest_token')).toBe('login-token');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('token_expiry')).toBe('2099-01-01T00:00:00.000Z');
    expect(localStorage.getItem('user_type')).toBe('guest');
    expect(JSON.parse(localStorage.getItem('guest_user') ?? 'null')).toEqual(guestUser);
  });
});
