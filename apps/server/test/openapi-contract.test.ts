import { describe, expect, it } from 'vitest';
import { clientMessageSchema, serverMessageSchema } from '@vm/contracts';
import { describedErrors, envelopeCodes, useDescribedApp } from './support/openapi';

// The OpenAPI description tells clients, generators and fuzzers the real contract (docs/product.md,
// 'API conventions'; decision record 052): an operationId each, the error answers in the envelope,
// the media types of file replies, and where the signaling WebSocket is described.

const api = '/api/VideoMeeting';

describe('the OpenAPI description', () => {
  const served = useDescribedApp();

  it('gives every operation a unique operationId', () => {
    const ids = served.described.operations.map(({ operation }) => operation.operationId);
    expect(served.described.operations.length).toBeGreaterThan(40);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const start = served.described.document.paths[`${api}/meetings/{id}/start`]!.post!;
    expect(start.operationId).toBe('postMeetingsByIdStart');
  });

  it('describes at least one 4xx answer of every operation, in the error envelope with its codes', () => {
    const envelope = served.described.document.components.schemas.ErrorEnvelope as { required: string[] };
    expect(envelope.required).toEqual(expect.arrayContaining(['success', 'message', 'data', 'errors']));
    for (const { method, path } of served.described.operations) {
      const errors = describedErrors(served.described, method, path);
      const clientErrors = [...errors.keys()].filter((status) => status >= 400 && status < 500);
      expect({ method, path, clientErrors: clientErrors.length > 0 }).toEqual({ method, path, clientErrors: true });
      for (const codes of errors.values()) expect(codes.length).toBeGreaterThan(0);
    }
  });

  it('names the codes each operation can answer: a missing id, no session, a rate limit, a conflict', () => {
    const errors = (method: string, path: string) =>
      Object.fromEntries(describedErrors(served.described, method, `${api}${path}`));
    expect(errors('get', '/meetings/{id}')).toMatchObject({
      401: ['AUTH_REQUIRED', 'SESSION_INVALID'],
      404: ['MEETING_NOT_FOUND'],
      414: ['ADDRESS_TOO_LONG'],
    });
    expect(errors('post', '/meetings/{id}/join')).toMatchObject({
      409: ['MEETING_ENDED', 'MEETING_CANCELLED', 'SERIES_NOT_OPEN_YET', 'SERIES_OVER'],
      429: ['LOBBY_BUSY', 'TOO_MANY_JOINS'],
    });
    // The room link answers anyone (decision record 057): no session, limited per address.
    expect(errors('get', '/meetings/{id}/room')).toMatchObject({
      404: ['MEETING_NOT_FOUND'],
      429: ['TOO_MANY_ROOM_LOOKUPS'],
    });
    expect(errors('get', '/meetings/{id}/room')[401]).toBeUndefined();
    expect(errors('post', '/meetings/{id}/join')[401]).toBeUndefined();
    expect(errors('post', '/meetings/{id}/join')[400]).toContain('GUEST_EMAIL_REQUIRED');
    expect(errors('post', '/meetings')[400]).toEqual(expect.arrayContaining(['VALIDATION_FAILED', 'BODY_REQUIRED']));
    expect(errors('post', '/meetings/{id}/recording/start')[403]).toEqual([
      'RECORDING_PLAN_REQUIRED',
      'RECORDING_NOT_ALLOWED',
      'RECORDING_STORAGE_FULL',
    ]);
    const rateLimited = served.described.document.paths[`${api}/guest/send-otp`]!.post!.responses['429'] as {
      headers: Record<string, unknown>;
    };
    expect(rateLimited.headers['Retry-After']).toEqual({ $ref: '#/components/headers/RetryAfter' });
  });

  it('lists text/calendar for the calendar files', () => {
    for (const path of [`${api}/invitations/{id}/calendar.ics`, `${api}/meetings/{id}/calendar.ics`]) {
      const ok = served.described.document.paths[path]!.get!.responses['200'] as { content: Record<string, unknown> };
      expect(Object.keys(ok.content)).toEqual(['text/calendar']);
    }
  });

  it('lists video/mp4 for a recording, 206 for a range and an empty 416 past the end', () => {
    const file = served.described.document.paths[`${api}/recordings/{id}/file`]!.get!;
    const content = (status: string) => (file.responses[status] as { content?: Record<string, unknown> }).content;
    expect(Object.keys(content('200')!)).toEqual(['video/mp4']);
    expect(Object.keys(content('206')!)).toEqual(['video/mp4']);
    expect(content('416')).toBeUndefined();
    expect(file.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Range' }));
  });

  it('describes the signaling WebSocket: its address, its messages from the contracts, and an AsyncAPI document', async () => {
    const types = (union: typeof clientMessageSchema | typeof serverMessageSchema) =>
      union.options.map((option) => option.shape.type.value);
    const signaling = served.described.document['x-signaling'] as Record<string, unknown>;
    expect(signaling).toMatchObject({
      url: `${api}/rooms/{meetingCode}/signal`,
      asyncapi: `${api}/asyncapi.json`,
      contracts: expect.stringContaining('packages/contracts/src/signaling.ts'),
      clientMessages: types(clientMessageSchema),
      serverMessages: types(serverMessageSchema),
    });

    const reply = await served.app.inject(`${api}/asyncapi.json`);
    expect(reply.statusCode).toBe(200);
    const asyncApi = reply.json();
    expect(asyncApi.asyncapi).toBe('3.0.0');
    const channel = asyncApi.channels.roomSignal;
    expect(channel.address).toBe(`${api}/rooms/{meetingCode}/signal`);
    expect(Object.keys(channel.messages)).toEqual([
      ...types(clientMessageSchema).map((type) => `client.${type}`),
      ...types(serverMessageSchema).map((type) => `server.${type}`),
    ]);
    expect(channel.messages['client.join'].payload.required).toEqual(expect.arrayContaining(['type', 'token']));
    expect(asyncApi.operations.receiveClientMessage.messages).toContainEqual({
      $ref: '#/channels/roomSignal/messages/client.join',
    });
    expect(asyncApi.operations.sendServerMessage.action).toBe('send');
  });

  it('keeps every documented error code one the contracts know', () => {
    for (const { method, path } of served.described.operations) {
      for (const codes of describedErrors(served.described, method, path).values()) {
        expect(codes.filter((code) => !envelopeCodes.has(code))).toEqual([]);
      }
    }
  });
});
