import { describe, expect, it } from 'vitest';
import { readTokenClaims, takeJoinToken, tokenFromRoomUrl } from './join-token';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('join token', () => {
  it('is read from the fragment, removed from the address bar, and kept for this tab', () => {
    window.history.replaceState(null, '', '/room/ABC-2030-001?x=1#token=abc.def');
    const before = window.history.length;
    expect(takeJoinToken('ABC-2030-001')).toBe('abc.def');
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/room/ABC-2030-001?x=1');
    // Replaced, not pushed: Back does not lead to the token.
    expect(window.history.length).toBe(before);
    // A reload of this tab finds it again; another meeting does not.
    expect(takeJoinToken('ABC-2030-001')).toBe('abc.def');
    expect(takeJoinToken('XYZ-2030-002')).toBeNull();
    window.sessionStorage.clear();
  });

  it('comes out of a room link the server returned', () => {
    expect(tokenFromRoomUrl('http://localhost/room/ABC#token=t.s')).toBe('t.s');
    expect(tokenFromRoomUrl('http://localhost/room/ABC')).toBeNull();
  });

  it('names its holder (unverified, for the form only) and tolerates anything else', () => {
    const payload = base64url(JSON.stringify({ m: 'x', role: 'guest', name: 'Ayşe', email: 'a@b.c', lobby: true }));
    expect(readTokenClaims(`${payload}.sig`)).toEqual({ name: 'Ayşe', email: 'a@b.c', role: 'guest', lobby: true });
    expect(readTokenClaims('not a token')).toBeNull();
    expect(readTokenClaims('')).toBeNull();
  });
});
