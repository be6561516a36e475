import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { signUp, uniqueEmail, type SignedIn } from './support/sign-in';
import { startTestApp, type TestApp } from './support/test-app';

const api = '/api/VideoMeeting';
const json = { 'content-type': 'application/json' };

/** An operation of the OpenAPI description, as far as this test reads it. */
interface Operation {
  requestBody?: unknown;
}

/**
 * Bodyless calls with `Content-Type: application/json` (issue point 7): the original client sends that
 * header on every call, so start, end, logout, resend and cancel must not fail with 'Body cannot be empty'.
 */
describe('bodyless calls with a JSON content type', () => {
  let test: TestApp;
  let host: SignedIn;

  beforeAll(async () => {
    test = await startTestApp();
    host = await signUp(test.app, uniqueEmail('host'), 'Hana Host');
  });
  afterAll(async () => test.close());

  const call = (options: InjectOptions, who: SignedIn = host) =>
    test.app.inject({ ...options, headers: { ...json, ...who.headers, ...options.headers } });

  async function createMeeting(): Promise<{ id: string }> {
    const start = Date.now() + 60 * 60_000;
    const reply = await call({
      method: 'POST',
      url: `${api}/meetings`,
      payload: {
        title: 'Bodyless',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 60 * 60_000).toISOString(),
      },
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().data;
  }

  async function invite(meetingId: string): Promise<{ id: string }> {
    const reply = await call({
      method: 'POST',
      url: `${api}/invitations/send`,
      payload: { meetingId, inviteeEmail: uniqueEmail('invitee'), inviteeName: 'Ivy Invitee' },
    });
    expect(reply.statusCode).toBe(201);
    return reply.json().data;
  }

  /** Every POST, PUT, PATCH and DELETE route the API publishes without a request body. */
  async function bodylessRoutes(): Promise<Array<{ method: string; path: string }>> {
    const doc = (await test.app.inject(`${api}/openapi.json`)).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    return Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => ['post', 'put', 'patch', 'delete'].includes(method) && !operation.requestBody)
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
  }

  it('lets every route without a body schema through with an empty JSON body', async () => {
    const routes = await bodylessRoutes();
    // The list comes from the routes themselves; these are the ones the issue names.
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: `${api}/meetings/{id}/start` },
        { method: 'POST', path: `${api}/meetings/{id}/end` },
        { method: 'POST', path: `${api}/guest/logout` },
        { method: 'POST', path: `${api}/invitations/{id}/resend` },
        { method: 'DELETE', path: `${api}/invitations/{id}` },
      ]),
    );
    // A session of its own, as logout revokes it.
    const caller = await signUp(test.app, uniqueEmail('caller'), 'Cara Caller');
    for (const route of routes) {
      const url = route.path.replace(/\{[^}]+\}/g, 'no-such-id');
      const reply = await call({ method: route.method as InjectOptions['method'], url }, caller);
      expect({ route, status: reply.statusCode }).not.toEqual({ route, status: 400 });
      expect(reply.json()).toMatchObject({ success: reply.statusCode < 300, errors: expect.any(Array) });
    }
  });

  it('starts and ends a meeting with the JSON header and no body', async () => {
    const meeting = await createMeeting();
    const started = await call({ method: 'POST', url: `${api}/meetings/${meeting.id}/start` });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ success: true, data: { status: 'active' } });
    const ended = await call({ method: 'POST', url: `${api}/meetings/${meeting.id}/end` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ success: true, data: { status: 'ended' } });
  });

  it('resends and cancels an invitation with the JSON header and no body', async () => {
    const meeting = await createMeeting();
    const invitation = await invite(meeting.id);
    const resent = await call({ method: 'POST', url: `${api}/invitations/${invitation.id}/resend` });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ success: true, data: { sendCount: 2 } });
    const cancelled = await call({ method: 'DELETE', url: `${api}/invitations/${invitation.id}` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ success: true, data: { status: 'cancelled' } });
  });

  it('signs out with the JSON header and no body, even with a zero Content-Length', async () => {
    const session = await signUp(test.app, uniqueEmail('leaver'), 'Lee Leaver');
    const reply = await call(
      { method: 'POST', url: `${api}/guest/logout`, headers: { 'content-length': '0' } },
      session,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: 'Signed out', data: null, errors: [] });
    expect((await call({ method: 'GET', url: `${api}/guest/me` }, session)).statusCode).toBe(401);
  });

  it('still refuses a missing body on a route that takes one, with a field error', async () => {
    const reply = await call({ method: 'POST', url: `${api}/meetings` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      message: 'The request body is required',
      code: 'BODY_REQUIRED',
      data: null,
      errors: [{ field: 'general', message: 'The request body is required', code: 'BODY_REQUIRED' }],
    });
  });

  it('still refuses malformed JSON and prototype poisoning as invalid JSON', async () => {
    for (const payload of ['{"title":', ' ', '{"__proto__":{"x":1}}']) {
      const reply = await call({ method: 'POST', url: `${api}/meetings`, payload });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON', data: null });
    }
    const bodyless = await call({ method: 'POST', url: `${api}/meetings/no-such-id/start`, payload: '{' });
    expect(bodyless.statusCode).toBe(400);
    expect(bodyless.json()).toMatchObject({ message: 'The request body is not valid JSON' });
  });
});
