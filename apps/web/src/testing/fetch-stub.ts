import { vi } from 'vitest';

type Reply = { status: number; body?: unknown };

/** Replaces fetch with one that answers from `reply` and records every call. */
export function stubFetch(reply: (url: string, init: RequestInit) => Reply | Promise<Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const { status, body } = await reply(String(input), init);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const okEnvelope = <T>(data: T, message = 'OK') => ({ success: true, message, data, errors: [] });

type Route = Reply | ((init: RequestInit, url: URL) => Reply | Promise<Reply>);

/**
 * Stubs fetch with one reply per API path (without the /api/VideoMeeting prefix and the query), e.g.
 * `stubApi({ 'POST /guest/send-otp': { status: 200, body } })`. A path not listed answers like an
 * empty list, so a page reached along the way (the dashboard after signing in) has data to show.
 */
export function stubApi(routes: Record<string, Route>) {
  return stubFetch((input, init) => {
    const url = new URL(input, 'http://localhost');
    const route = routes[`${init.method ?? 'GET'} ${url.pathname.replace(/^\/api\/VideoMeeting/, '')}`];
    if (route) return typeof route === 'function' ? route(init, url) : route;
    return { status: 200, body: { ...okEnvelope([]), pagination: { page: 1, pageSize: 50, total: 0 } } };
  });
}

/** The JSON body a stubbed fetch call sent. */
export function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}
