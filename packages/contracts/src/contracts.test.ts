import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clientMessageSchema,
  createMeetingBodySchema,
  envelopeSchema,
  guestUserSchema,
  invitationResponseBodySchema,
  joinMeetingBodySchema,
  LIMITS,
  loginBodySchema,
  pagedEnvelopeSchema,
  registrationBodySchema,
  sendInvitationBodySchema,
} from './index';

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

describe('envelope', () => {
  it('accepts success and failure shapes and rejects a missing errors list', () => {
    const schema = envelopeSchema(guestUserSchema);
    expect(
      schema.safeParse({ success: false, message: 'x', data: null, errors: [{ field: 'general', message: 'x' }] })
        .success,
    ).toBe(true);
    expect(schema.safeParse({ success: true, message: 'x', data: null }).success).toBe(false);
    const paged = pagedEnvelopeSchema(z.string());
    expect(
      paged.safeParse({
        success: true,
        message: '',
        data: ['a'],
        errors: [],
        pagination: { page: 1, pageSize: 10, total: 1 },
      }).success,
    ).toBe(true);
  });
});

describe('auth payloads', () => {
  it('trims names, lower-cases e-mails and keeps the product texts', () => {
    const parsed = registrationBodySchema.parse({
      name: '  Ada Lovelace ',
      email: ' Ada@Example.COM ',
      otpCode: '123456',
    });
    expect(parsed).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(firstMessage(registrationBodySchema.safeParse({ name: 'A', email: 'a@b.co', otpCode: '123456' }))).toBe(
      'Name must be at least 2 characters',
    );
    expect(firstMessage(registrationBodySchema.safeParse({ name: 'Ada', email: 'nope', otpCode: '123456' }))).toBe(
      'Please enter a valid email address',
    );
    expect(
      firstMessage(registrationBodySchema.safeParse({ name: 'Ada', email: 'a@b.co', otpCode: '123456', phone: '123' })),
    ).toBe('Please enter a valid phone number');
  });

  it('takes the second reading of login with isRegistration and a role', () => {
    expect(
      loginBodySchema.safeParse({ email: 'a@b.co', otpCode: '000111', isRegistration: false, role: 'guest' }).success,
    ).toBe(true);
    expect(loginBodySchema.safeParse({ email: 'a@b.co', otpCode: '12a456' }).success).toBe(false);
  });
});

describe('meeting payloads', () => {
  // A day next month: meeting times must lie between a year ago and ten years ahead of today.
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const base = { title: 'Plan', startTime: `${day}T10:00:00Z`, endTime: `${day}T11:00:00+01:00` };

  it('applies the defaults', () => {
    expect(createMeetingBodySchema.parse({ ...base, endTime: `${day}T11:00:00Z` })).toMatchObject({
      maxParticipants: 100,
      isPublic: false,
      meetingType: 'video',
      remindersEnabled: true,
    });
  });

  it('puts "End time must be after start time" on the end-time field', () => {
    const result = createMeetingBodySchema.safeParse(base);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['endTime'], message: 'End time must be after start time' });
  });

  it('bounds participants and requires a title', () => {
    expect(
      createMeetingBodySchema.safeParse({ ...base, endTime: `${day}T12:00:00Z`, maxParticipants: 1001 }).success,
    ).toBe(false);
    expect(firstMessage(createMeetingBodySchema.safeParse({ ...base, title: '  ' }))).toBe('Meeting title is required');
  });

  it('validates the join form with the product texts', () => {
    const result = joinMeetingBodySchema.safeParse({ guestName: '', guestEmail: 'x' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Your name is required',
      'Valid email is required',
    ]);
  });
});

describe('invitation payloads', () => {
  it('trims fields and omits an empty phone and message', () => {
    const parsed = sendInvitationBodySchema.parse({
      meetingId: 'ABC-2026-001',
      inviteeEmail: ' bo@example.com ',
      inviteeName: ' Bo ',
      inviteePhone: '  ',
      personalMessage: '',
    });
    expect(parsed).toEqual({ meetingId: 'ABC-2026-001', inviteeEmail: 'bo@example.com', inviteeName: 'Bo' });
  });

  it('omits an empty note on a response', () => {
    expect(invitationResponseBodySchema.parse({ invitationId: 'x', response: 'accept', note: '  ' })).toEqual({
      invitationId: 'x',
      response: 'accept',
    });
  });
});

describe('signaling: videoQuality', () => {
  const message = (streams: unknown) => clientMessageSchema.safeParse({ type: 'videoQuality', streams });

  it('takes a quality per remote stream mid', () => {
    expect(
      message([
        { mid: '1', quality: 'low' },
        { mid: '3', quality: 'high' },
      ]).data,
    ).toEqual({
      type: 'videoQuality',
      streams: [
        { mid: '1', quality: 'low' },
        { mid: '3', quality: 'high' },
      ],
    });
  });

  it('refuses unknown qualities, empty or long mids, a mid twice, and empty or oversized lists', () => {
    expect(message([{ mid: '1', quality: 'ultra' }]).success).toBe(false);
    expect(message([{ mid: '', quality: 'low' }]).success).toBe(false);
    expect(message([{ mid: 'x'.repeat(17), quality: 'low' }]).success).toBe(false);
    expect(
      message([
        { mid: '1', quality: 'low' },
        { mid: '1', quality: 'high' },
      ]).success,
    ).toBe(false);
    expect(message([]).success).toBe(false);
    const many = Array.from({ length: LIMITS.participantsMax + 1 }, (_, i) => ({ mid: String(i), quality: 'low' }));
    expect(message(many).success).toBe(false);
    expect(message(many.slice(1)).success).toBe(true);
  });
});

describe('signaling: typed text', () => {
  const join = (displayName: string) =>
    clientMessageSchema.safeParse({ type: 'join', token: 't', displayName, audioMuted: true, videoMuted: true });
  const chat = (text: string) => clientMessageSchema.safeParse({ type: 'chat', text });

  it('refuses direction and C1 controls in a typed name, so a roster name shows what is stored', () => {
    expect(join('Ayşe').success).toBe(true);
    expect(join('Guest \u202EtsoH').success).toBe(false);
    expect(join('Ali\u2066 Host').success).toBe(false);
    expect(join('Ali\u0085').success).toBe(false);
    expect(join('Ali\u2028Host').success).toBe(false);
  });

  it('refuses direction and C1 controls in chat and turns Unicode line breaks into newlines', () => {
    expect(chat('see \u202Etxt.exe').success).toBe(false);
    expect(chat('bell\u009B').success).toBe(false);
    expect(chat('two\u2028lines').data).toEqual({ type: 'chat', text: 'two\nlines' });
    expect(chat('two\nlines').data).toEqual({ type: 'chat', text: 'two\nlines' });
  });
});
