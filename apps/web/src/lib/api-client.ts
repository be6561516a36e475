import type { ApiErrorCode, ApiErrorParams, Envelope, ErrorEnvelope } from '@vm/contracts';
import { API_BASE_PATH, REQUEST_TIMEOUT_MS } from '../config/constants';
import { isInvitationPath, paths } from '../config/paths';
import { loadContracts } from './contracts';
import { navigateOutsideReact } from './navigation';
import { clearSession, getBearerToken } from './session';

// The one HTTP client (docs/product.md, 'API conventions'): JSON in and out, the bearer token, a 30 s time-out,
// the reply envelope, and the 401 rule. Every failure is thrown as an ErrorEnvelope with a code, so
// callers read `error.code` (shown with lib/api-error-text.ts) and `error.errors` the same way
// whatever went wrong.
type QueryValue = string | number | boolean | null | undefined;
export interface RequestOptions {
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

// The English messages of the envelopes made here, as the original client worded them; the reader
// sees their codes' texts (NETWORK_ERROR, CLIENT_TIMEOUT, UNEXPECTED_REPLY).
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const TIMEOUT_MESSAGE = `timeout of ${REQUEST_TIMEOUT_MS} ms exceeded`;

// Envelopes this client made up (transport failures, replies without an envelope), as opposed to
// the server's own answers: a form shows the server's words, but its own text for a failed transport.
const madeByClient = new WeakSet<object>();

/**
 * An error envelope made by this client: no reply arrived (NETWORK_ERROR, CLIENT_TIMEOUT), or one that
 * is not what was asked for (UNEXPECTED_REPLY: no envelope, or data that does not fit).
 */
export function toErrorEnvelope(
  message: string | undefined,
  code: ApiErrorCode = 'UNEXPECTED_REPLY',
  params?: ApiErrorParams,
): ErrorEnvelope {
  const text = message || UNEXPECTED_ERROR_MESSAGE;
  const coded = params ? { code, params } : { code };
  const envelope: ErrorEnvelope = {
    success: false,
    message: text,
    data: null,
    errors: [{ field: 'general', message: text, ...coded }],
    ...coded,
  };
  madeByClient.add(envelope);
  return envelope;
}

/** True for an error envelope the server sent (its message is meant for the user). */
export function isServerError(error: unknown): error is ErrorEnvelope {
  return (
    typeof error === 'object' &&
    error !== null &&
    !madeByClient.has(error) &&
    (error as { success?: unknown }).success === false &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = getBearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

function handleUnauthorized(): void {
  const { pathname } = window.location;
  if (isInvitationPath(pathname)) {
    console.warn('The server answered 401 on an invitation page; staying on the page.');
    return;
  }
  clearSession();
  navigateOutsideReact(paths.auth.login.getHref());
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * fetch plus reading the body, both inside the 30 s limit (as the original client counted it). A
 * caller's own abort (TanStack Query cancelling) ends the request too, with its own message.
 */
async function exchange(url: string, init: RequestInit, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { response, text, payload: parseJson(text) };
  } catch (error) {
    if (timedOut) throw toErrorEnvelope(TIMEOUT_MESSAGE, 'CLIENT_TIMEOUT', { seconds: REQUEST_TIMEOUT_MS / 1000 });
    // The caller gave up: no reply will come, whatever the reason.
    if (signal?.aborted) throw toErrorEnvelope(error instanceof Error ? error.message : undefined, 'NETWORK_ERROR');
    // No complete HTTP reply arrived at all (offline, refused, reset, CORS, DNS).
    throw toErrorEnvelope(NETWORK_ERROR_MESSAGE, 'NETWORK_ERROR');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
  const hasBody = body !== undefined;
  const init: RequestInit = { method, headers: buildHeaders(hasBody), body: hasBody ? JSON.stringify(body) : null };
  const { response, payload } = await exchange(buildUrl(path, options.query), init, options.signal);
  if (response.ok && isEnvelope(payload)) return payload as Envelope<T>;
  return failure(response, payload);
}

/**
 * A text file the server answers with instead of an envelope (a calendar), with the file name its
 * Content-Disposition gives. Failures come as envelopes and are thrown like every other call's.
 */
async function requestFile(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const init: RequestInit = { method: 'GET', headers: buildHeaders(false) };
  const { response, text, payload } = await exchange(buildUrl(path, options.query), init, options.signal);
  if (!response.ok) return failure(response, payload);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { text, type, fileName };
}

export interface DownloadedFile {
  text: string;
  type: string;
  fileName: string | null;
}

async function failure(response: Response, payload: unknown): Promise<never> {
  if (response.status === 401) handleUnauthorized();
  // The server's error body is passed on unchanged; anything else gets the fallback shape, still
  // preferring a message the server sent (a proxy's or the framework's own error body).
  const { errorEnvelopeSchema } = await loadContracts();
  if (errorEnvelopeSchema.safeParse(payload).success) throw payload;
  throw toErrorEnvelope(
    messageOf(payload) ?? (response.ok ? undefined : `Request failed with status code ${response.status}`),
  );
}

function messageOf(payload: unknown): string | undefined {
  const message = typeof payload === 'object' && payload !== null ? (payload as { message?: unknown }).message : null;
  return typeof message === 'string' && message ? message : undefined;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  file: (path: string, options?: RequestOptions) => requestFile(path, options),
};
