import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  bulkInvitationBodySchema,
  createMeetingBodySchema,
  invitationResponseBodySchema,
  joinMeetingBodySchema,
  registrationBodySchema,
  sendInvitationBodySchema,
  updateMeetingBodySchema,
} from './index';

// Stricter input (issue point 9), checked on the contracts the server and the forms share.

const CONTROL = 'Must not contain control characters';
const INVALID = 'Must not contain invalid characters';
const DIRECTION = 'Must not contain characters that change the text direction';
const WHOLE = 'Must be a whole number';
const INSTANT = 'Must be a date and time such as 2026-05-01T10:00:00Z';
const WINDOW = 'Must be between 1 year ago and 10 years from now';

const hour = 3_600_000;
const soon = (offsetMs = 0) => new Date(Date.now() + hour + offsetMs).toISOString();
const meeting = (extra: Record<string, unknown> = {}) => ({
  title: 'Plan',
  startTime: soon(),
  endTime: soon(hour),
  ...extra,
});
const invitation = (extra: Record<string, unknown> = {}) => ({
  meetingId: 'ABC-2026-001',
  inviteeEmail: 'bo@example.com',
  inviteeName: 'Bo',
  ...extra,
});
const registration = (extra: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  otpCode: '123456',
  ...extra,
});

/** Every issue as `path: message`. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('text fields', () => {
  it('refuses NUL and other control characters, line breaks included, in single-line fields', () => {
    for (const bad of ['Plan\u0000', 'Pl\u0007an', 'Plan\u001b[31m', 'Two\nlines', 'Del\u007f']) {
      expect(issues(createMeetingBodySchema, meeting({ title: bad }))).toEqual([`title: ${CONTROL}`]);
    }
    expect(issues(joinMeetingBodySchema, { guestName: 'Gu\u0000est', guestEmail: 'g@example.com' })).toEqual([
      `guestName: ${CONTROL}`,
    ]);
    expect(issues(sendInvitationBodySchema, invitation({ inviteeName: 'B\u0000o' }))).toEqual([
      `inviteeName: ${CONTROL}`,
    ]);
    expect(issues(sendInvitationBodySchema, invitation({ inviteePhone: '+90 555\u0000000 0000' }))).toEqual([
      `inviteePhone: ${CONTROL}`,
    ]);
    expect(
      issues(bulkInvitationBodySchema, {
        meetingId: 'm',
        invitees: [
          { email: 'a@example.com', name: 'Ann' },
          { email: 'b@example.com', name: 'B\u0000b', phone: '+90\u0008555 000 0000' },
        ],
      }),
    ).toEqual([`invitees.1.name: ${CONTROL}`, `invitees.1.phone: ${CONTROL}`]);
    expect(issues(registrationBodySchema, registration({ name: 'Ada\u0000', phone: '+90 555 000\u00000000' }))).toEqual(
      [`name: ${CONTROL}`, `phone: ${CONTROL}`],
    );
  });

  it('keeps tabs and line breaks in multi-line text and refuses the other control characters there', () => {
    const text = 'Agenda:\r\n\t1. Plan\n\t2. Review';
    expect(createMeetingBodySchema.parse(meeting({ description: ` ${text}\n` })).description).toBe(text);
    expect(sendInvitationBodySchema.parse(invitation({ personalMessage: text })).personalMessage).toBe(text);
    expect(invitationResponseBodySchema.parse({ invitationId: 'x', response: 'accept', note: text }).note).toBe(text);

    expect(issues(createMeetingBodySchema, meeting({ description: 'Bell\u0007' }))).toEqual([
      `description: ${CONTROL}`,
    ]);
    expect(issues(sendInvitationBodySchema, invitation({ personalMessage: 'Hi\u0000' }))).toEqual([
      `personalMessage: ${CONTROL}`,
    ]);
    expect(issues(invitationResponseBodySchema, { invitationId: 'x', response: 'decline', note: '\u001bno' })).toEqual([
      `note: ${CONTROL}`,
    ]);
  });

  it('refuses C1 controls in every text field, single-line or multi-line', () => {
    for (const c1 of ['\u0080', '\u0085', '\u009b', '\u009f']) {
      expect(issues(createMeetingBodySchema, meeting({ title: `Plan${c1}x` }))).toEqual([`title: ${CONTROL}`]);
      expect(issues(createMeetingBodySchema, meeting({ description: `Agenda${c1}x` }))).toEqual([
        `description: ${CONTROL}`,
      ]);
    }
    expect(issues(sendInvitationBodySchema, invitation({ personalMessage: 'Hi\u0085there' }))).toEqual([
      `personalMessage: ${CONTROL}`,
    ]);
    expect(issues(registrationBodySchema, registration({ name: 'Ada\u009b31m' }))).toEqual([`name: ${CONTROL}`]);
    // The letters just past the C1 block are ordinary text.
    expect(createMeetingBodySchema.parse(meeting({ title: 'Café\u00a0Noël' })).title).toBe('Café\u00a0Noël');
  });

  it('refuses bidirectional embeddings, overrides and isolates in every text field', () => {
    for (const bidi of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(issues(createMeetingBodySchema, meeting({ title: `Plan ${bidi}gpj.exe` }))).toEqual([
        `title: ${DIRECTION}`,
      ]);
      expect(issues(createMeetingBodySchema, meeting({ description: `Line\n${bidi}x` }))).toEqual([
        `description: ${DIRECTION}`,
      ]);
    }
    expect(issues(joinMeetingBodySchema, { guestName: 'Host Alice\u202e', guestEmail: 'g@example.com' })).toEqual([
      `guestName: ${DIRECTION}`,
    ]);
    expect(
      issues(sendInvitationBodySchema, invitation({ inviteeName: '\u2067Bo', personalMessage: 'a\u202bb' })),
    ).toEqual([`inviteeName: ${DIRECTION}`, `personalMessage: ${DIRECTION}`]);
    expect(issues(invitationResponseBodySchema, { invitationId: 'x', response: 'accept', note: '\u2066ok' })).toEqual([
      `note: ${DIRECTION}`,
    ]);
    expect(issues(registrationBodySchema, registration({ phone: '+90 555 000 0000\u202e' }))).toEqual([
      `phone: ${DIRECTION}`,
    ]);
    // The plain marks only place punctuation, and right-to-left letters are text like any other.
    expect(createMeetingBodySchema.parse(meeting({ title: 'שלום\u200f!' })).title).toBe('שלום\u200f!');
  });

  it('refuses line and paragraph separators in single-line fields', () => {
    for (const separator of ['\u2028', '\u2029']) {
      expect(issues(createMeetingBodySchema, meeting({ title: `Two${separator}lines` }))).toEqual([
        `title: ${CONTROL}`,
      ]);
      expect(issues(sendInvitationBodySchema, invitation({ inviteeName: `B${separator}o` }))).toEqual([
        `inviteeName: ${CONTROL}`,
      ]);
    }
  });

  it('turns line and paragraph separators into newlines in multi-line fields', () => {
    expect(createMeetingBodySchema.parse(meeting({ description: 'One\u2028two\u2029three' })).description).toBe(
      'One\ntwo\nthree',
    );
    expect(sendInvitationBodySchema.parse(invitation({ personalMessage: 'Hi\u2028Bo' })).personalMessage).toBe(
      'Hi\nBo',
    );
    expect(invitationResponseBodySchema.parse({ invitationId: 'x', response: 'accept', note: 'a\u2029b' }).note).toBe(
      'a\nb',
    );
    // At either end they are trimmed like any line break.
    expect(createMeetingBodySchema.parse(meeting({ description: '\u2028Agenda\u2029' })).description).toBe('Agenda');
  });

  it('names each refusal with its own code for the API and the forms to translate', () => {
    const codes = (value: unknown) =>
      createMeetingBodySchema.safeParse(value).error?.issues.map((issue) => (issue as { params?: unknown }).params);
    expect(codes(meeting({ title: 'a\u0085' }))).toEqual([{ code: 'CONTROL_CHARACTERS' }]);
    expect(codes(meeting({ title: 'a\u202e' }))).toEqual([{ code: 'DIRECTION_CONTROLS' }]);
    expect(codes(meeting({ title: 'a\uD83D' }))).toEqual([{ code: 'INVALID_CHARACTERS' }]);
  });

  it('refuses lone UTF-16 surrogates and keeps real pairs (emoji)', () => {
    expect(issues(createMeetingBodySchema, meeting({ title: 'Launch \uD83D' }))).toEqual([`title: ${INVALID}`]);
    expect(issues(createMeetingBodySchema, meeting({ description: '\uDE80 go' }))).toEqual([`description: ${INVALID}`]);
    expect(issues(registrationBodySchema, registration({ name: 'Ada \uDC00' }))).toEqual([`name: ${INVALID}`]);
    expect(createMeetingBodySchema.parse(meeting({ title: 'Launch 🚀' })).title).toBe('Launch 🚀');
  });
});

describe('maxParticipants', () => {
  it('takes whole numbers, also written as digits', () => {
    expect(createMeetingBodySchema.parse(meeting({ maxParticipants: 250 })).maxParticipants).toBe(250);
    expect(createMeetingBodySchema.parse(meeting({ maxParticipants: '100' })).maxParticipants).toBe(100);
    expect(createMeetingBodySchema.parse(meeting({ maxParticipants: ' 7 ' })).maxParticipants).toBe(7);
    expect(createMeetingBodySchema.parse(meeting()).maxParticipants).toBe(100);
  });

  it('refuses booleans, arrays, objects, null and non-integer values', () => {
    for (const bad of [true, false, [5], [], {}, null, 1.5, '1.5', '1e2', '', 'ten']) {
      expect(issues(createMeetingBodySchema, meeting({ maxParticipants: bad }))).toEqual([`maxParticipants: ${WHOLE}`]);
    }
    expect(issues(createMeetingBodySchema, meeting({ maxParticipants: '0' }))).toEqual([
      'maxParticipants: Must be between 1 and 1000',
    ]);
    expect(issues(updateMeetingBodySchema, { maxParticipants: true })).toEqual([`maxParticipants: ${WHOLE}`]);
  });

  it('is left out of an update that does not send it, so the meeting keeps its value', () => {
    expect(updateMeetingBodySchema.parse({ title: 'Renamed' })).toEqual({ title: 'Renamed' });
  });
});

describe('meeting times', () => {
  const at = (startTime: string) => meeting({ startTime, endTime: '2030-06-15T13:00:00Z' });

  it('lie from 1 year ago to 10 years from now, the clock read at each validation', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-06-15T12:00:00.000Z'));
    expect(issues(createMeetingBodySchema, at('2029-06-15T12:00:00Z'))).toEqual([]);
    expect(issues(createMeetingBodySchema, at('2029-06-15T11:59:59Z'))).toEqual([`startTime: ${WINDOW}`]);
    const late = { startTime: '2040-06-15T11:00:00Z' };
    expect(issues(createMeetingBodySchema, meeting({ ...late, endTime: '2040-06-15T12:00:00Z' }))).toEqual([]);
    expect(issues(createMeetingBodySchema, meeting({ ...late, endTime: '2040-06-15T12:00:01Z' }))).toEqual([
      `endTime: ${WINDOW}`,
    ]);
    vi.setSystemTime(new Date('2031-01-01T00:00:00.000Z'));
    expect(issues(createMeetingBodySchema, at('2029-06-15T12:00:00Z'))).toEqual([`startTime: ${WINDOW}`]);
  });

  it('refuses year 0000 and 9999, in creation and in updates', () => {
    expect(issues(createMeetingBodySchema, meeting({ startTime: '0000-01-01T00:00:00Z' }))).toEqual([
      `startTime: ${WINDOW}`,
    ]);
    expect(issues(createMeetingBodySchema, meeting({ endTime: '9999-12-31T23:59:59Z' }))).toEqual([
      `endTime: ${WINDOW}`,
    ]);
    expect(issues(updateMeetingBodySchema, { startTime: '0000-01-01T00:00:00+03:00' })).toEqual([
      `startTime: ${WINDOW}`,
    ]);
  });

  it('take up to nine fractional digits and refuse longer times with one issue', () => {
    const start = soon().replace('Z', '');
    expect(issues(createMeetingBodySchema, meeting({ startTime: `${start.slice(0, 19)}.123456789Z` }))).toEqual([]);
    expect(issues(createMeetingBodySchema, meeting({ startTime: `${start.slice(0, 19)}.1234567891Z` }))).toEqual([
      `startTime: ${INSTANT}`,
    ]);
    expect(
      issues(createMeetingBodySchema, meeting({ startTime: `${start.slice(0, 19)}.${'1'.repeat(5000)}Z` })),
    ).toEqual([`startTime: ${INSTANT}`]);
    expect(issues(createMeetingBodySchema, meeting({ startTime: 'tomorrow' }))).toEqual([`startTime: ${INSTANT}`]);
  });
});
