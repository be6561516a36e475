import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okEnvelope, stubFetch } from '../testing/fetch-stub';
import { api } from './api-client';
import { STORAGE_KEYS } from './storage';

const errorBody = {
  success: false,
  message: 'Meeting Not Found',
  data: null,
  errors: [{ field: 'general', message: 'Meeting Not Found' }],
};

function signIn() {
  localStorage.setItem(STORAGE_KEYS.guestToken, 'guest-token');
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, '2099-01-01T00:00:00.000Z');
  localStorage.setItem(STORAGE_KEYS.userType, 'guest');
  localStorage.setItem(STORAGE_KEYS.guestUser, '{}');
  localStorage.setItem(STORAGE_KEYS.language, 'tr');
  localStorage.setItem(STORAGE_KEYS.welcomeDismissed, 'true');
}

describe('api client requests', () => {
  it('sends JSON to the base path with the query and the auth_token in preference to guest_token', async () => {
    localStorage.setItem(STORAGE_KEYS.guestToken, 'guest-token');
    localStorage.setItem(STORAGE_KEYS.authToken, 'auth-token');
    const fetchMock = stubFetch(() => ({ status: 201, body: okEnvelope({ id: 'm1' }) }));

    await api.post('/meetings', { title: 'Plan' }, { query: { page: 1, skip: undefined } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/VideoMeeting/meetings?page=1');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer auth-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ title: 'Plan' }));
  });

  it('falls back to guest_token, and sends no header without a token', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: okEnvelope(null) }));
    await api.get('/health');
    localStorage.setItem(STORAGE_KEYS.guestToken, 'guest-token');
    await api.get('/guest/me');

    const headerOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('Authorization');
    expect(headerOf(0)).toBeNull();
    expect(headerOf(1)).toBe('Bearer guest-token');
  });

  it('returns the envelope on success and throws the server envelope on failure, unchanged', async () => {
    const envelope = okEnvelope({ id: 'm1' }, 'Meeting created');
    stubFetch(() => ({ status: 200, body: envelope }));
    await expect(api.get('/meetings/m1')).resolves.toEqual(envelope);

    stubFetch(() => ({ status: 404, body: errorBody }));
    await expect(api.get('/meetings/x')).rejects.toEqual(errorBody);
  });
});

describe('api client transport failures', () => {
  // The envelope the client makes itself, with the code the reader's text comes from.
  const fallback = (message: string, code: string, params?: Record<string, number>) => ({
    success: false,
    message,
    data: null,
    errors: [{ field: 'general', message, code, ...(params ? { params } : {}) }],
    code,
    ...(params ? { params } : {}),
  });

  it('reports a network failure as NETWORK_ERROR, "Network Error"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/health')).rejects.toEqual(fallback('Network Error', 'NETWORK_ERROR'));
  });

  it('gives up after 30000 ms with CLIENT_TIMEOUT, "timeout of 30000 ms exceeded"', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    let settled = false;
    const result = api
      .get('/health')
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual(fallback('timeout of 30000 ms exceeded', 'CLIENT_TIMEOUT', { seconds: 30 }));
  });

  it('uses UNEXPECTED_REPLY, "An unexpected error occurred", when a reply has no envelope and no message', async () => {
    stubFetch(() => ({ status: 200, body: '<!doctype html>' }));
    await expect(api.get('/health')).rejects.toEqual(fallback('An unexpected error occurred', 'UNEXPECTED_REPLY'));
  });

  it('describes an HTTP failure without an envelope by its status, or by the message it carries', async () => {
    stubFetch(() => ({ status: 502 }));
    await expect(api.get('/health')).rejects.toEqual(
      fallback('Request failed with status code 502', 'UNEXPECTED_REPLY'),
    );
    stubFetch(() => ({ status: 413, body: { statusCode: 413, message: 'Request body is too large' } }));
    await expect(api.get('/health')).rejects.toEqual(fallback('Request body is too large', 'UNEXPECTED_REPLY'));
  });

  it('passes a caller abort on as a failure of its own, not as a time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      ),
    );
    const controller = new AbortController();
    const result = api.get('/health', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort(new Error('cancelled by the caller'));
    expect(await result).toEqual(fallback('cancelled by the caller', 'NETWORK_ERROR'));
  });
});

describe('the 401 rule', () => {
  beforeEach(signIn);
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('clears only the sign-in keys and goes to the login page', async () => {
    window.history.replaceState(null, '', '/dashboard');
    stubFetch(() => ({ status: 401, body: { ...errorBody, message: 'Unauthorized' } }));

    await expect(api.get('/meetings')).rejects.toMatchObject({ message: 'Unauthorized' });

    for (const key of ['auth_token', 'guest_token', 'token_expiry', 'user_type', 'guest_user']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('tr');
    expect(localStorage.getItem(STORAGE_KEYS.welcomeDismissed)).toBe('true');
    expect(window.location.pathname).toBe('/auth/guest/login');
  });

  it('on an invitation page only logs, keeping the session and the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/invitation/abc');
    stubFetch(() => ({ status: 401, body: errorBody }));

    await expect(api.get('/invitations/abc')).rejects.toEqual(errorBody);

    expect(localStorage.getItem(STORAGE_KEYS.guestToken)).toBe('guest-token');
    expect(localStorage.getItem(STORAGE_KEYS.guestUser)).toBe('{}');
    expect(window.location.pathname).toBe('/invitation/abc');
    expect(warn).toHaveBeenCalledOnce();
  });
});
