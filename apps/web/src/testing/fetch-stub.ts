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
