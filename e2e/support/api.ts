/** A signed-in session as register-with-otp and login-with-otp return it. */
export interface Session {
  token: string;
  expiry: string;
  user: { id: string; name: string; email: string };
}

/** Calls the product's API as a test would set things up: JSON in, the envelope's `data` out, errors thrown. */
export async function callApi<T>(baseUrl: string, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${baseUrl}/api/VideoMeeting${path}`, { ...init, headers });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${body.message}`);
  return body.data;
}

/** A meeting of the session's, an hour long, starting three hours from now (later than any join window). */
export function scheduleMeeting(baseUrl: string, token: string, title: string): Promise<{ id: string }> {
  const start = Date.now() + 3 * 3_600_000;
  const body = { title, startTime: new Date(start).toISOString(), endTime: new Date(start + 3_600_000).toISOString() };
  return callApi<{ id: string }>(baseUrl, '/meetings', { method: 'POST', body: JSON.stringify(body) }, token);
}
