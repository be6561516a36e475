import { describe, expect, it } from 'vitest';
import { apiErrorText, fieldErrorText } from './api-error-text';
import { toErrorEnvelope } from './api-client';
import { i18n } from './i18n';

const failure = (fields: { message: string; code?: string; params?: Record<string, number> }) => ({
  success: false,
  data: null,
  errors: [],
  ...fields,
});

describe('apiErrorText', () => {
  it('shows a Turkish reader the Turkish text for the code, not the English message', async () => {
    await i18n.changeLanguage('tr');
    expect(apiErrorText(failure({ message: 'Meeting not found', code: 'MEETING_NOT_FOUND' }))).toBe(
      'Toplantı bulunamadı.',
    );
  });

  it('fills in the numbers the server sent with the code, in either language', async () => {
    const tooSoon = failure({
      message: 'Please wait 42 seconds before requesting a new code.',
      code: 'OTP_RESEND_TOO_SOON',
      params: { seconds: 42 },
    });
    expect(apiErrorText(tooSoon)).toBe('Please wait 42 seconds before requesting a new code.');
    await i18n.changeLanguage('tr');
    expect(apiErrorText(tooSoon)).toBe('Yeni bir kod istemeden önce lütfen 42 saniye bekleyin.');
  });

  it("writes one second in the singular: the seconds are the text's plural count", async () => {
    const oneSecond = failure({
      message: 'Please wait 1 second before requesting a new code.',
      code: 'OTP_RESEND_TOO_SOON',
      params: { seconds: 1 },
    });
    expect(apiErrorText(oneSecond)).toBe('Please wait 1 second before requesting a new code.');
    await i18n.changeLanguage('tr');
    expect(apiErrorText(oneSecond)).toBe('Yeni bir kod istemeden önce lütfen 1 saniye bekleyin.');
  });

  it('falls back to the message for a code this client does not know, or none', async () => {
    await i18n.changeLanguage('tr');
    expect(apiErrorText(failure({ message: 'Something new went wrong', code: 'SOMETHING_NEW' }))).toBe(
      'Something new went wrong',
    );
    expect(apiErrorText(failure({ message: 'Title must be at most 200 characters' }))).toBe(
      'Title must be at most 200 characters',
    );
  });

  it('prefers the message to a text whose numbers did not come with the code', async () => {
    await i18n.changeLanguage('tr');
    const capped = failure({
      message: 'You can send at most 3 invitation e-mails per hour.',
      code: 'INVITATIONS_HOURLY_LIMIT',
    });
    expect(apiErrorText(capped)).toBe('You can send at most 3 invitation e-mails per hour.');
  });

  it('has nothing to say for something that is not an envelope', () => {
    expect(apiErrorText(undefined)).toBeUndefined();
    expect(apiErrorText('boom')).toBeUndefined();
    expect(apiErrorText({})).toBeUndefined();
  });

  it('translates the failures the client makes itself', async () => {
    await i18n.changeLanguage('tr');
    expect(apiErrorText(toErrorEnvelope('Network Error', 'NETWORK_ERROR'))).toBe(
      'Ağ hatası: sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
    );
    expect(apiErrorText(toErrorEnvelope('timeout of 30000 ms exceeded', 'CLIENT_TIMEOUT', { seconds: 30 }))).toBe(
      'Sunucu 30 saniye içinde yanıt vermedi. Lütfen tekrar deneyin.',
    );
    expect(apiErrorText(toErrorEnvelope(undefined))).toBe('Beklenmeyen bir hata oluştu');
  });
});

describe('what a generic code says', () => {
  const refused = {
    success: false as const,
    message: 'Must be a date and time such as 2026-05-01T10:00:00Z',
    data: null,
    code: 'VALIDATION_FAILED',
    errors: [
      {
        field: 'startTime',
        message: 'Must be a date and time such as 2026-05-01T10:00:00Z',
        code: 'INVALID_FORMAT',
      },
    ],
  };

  it('gives an English reader the server’s own words for a field that broke a rule without a text of ours', () => {
    expect(apiErrorText(refused)).toBe('Must be a date and time such as 2026-05-01T10:00:00Z');
  });

  it('gives a Turkish reader the first field’s reason in Turkish instead of the generic one', async () => {
    await i18n.changeLanguage('tr');
    const tooLong = {
      ...refused,
      message: 'Title must be at most 200 characters',
      errors: [
        { field: 'title', message: 'Title must be at most 200 characters', code: 'TOO_LONG', params: { max: 200 } },
      ],
    };
    expect(apiErrorText(tooLong)).toBe('En fazla 200 karakter olabilir.');
    expect(apiErrorText(refused)).toBe(i18n.t('errors:codes.INVALID_FORMAT'));
  });
});

describe('fieldErrorText', () => {
  it('says what is wrong with one field by its code, with its numbers', async () => {
    const entry = {
      field: 'title',
      message: 'Title must be at most 80 characters',
      code: 'TOO_LONG',
      params: { max: 80 },
    };
    expect(fieldErrorText(entry)).toBe('Must be at most 80 characters.');
    await i18n.changeLanguage('tr');
    expect(fieldErrorText(entry)).toBe('En fazla 80 karakter olabilir.');
  });

  it('falls back to the entry’s message without a known code', async () => {
    await i18n.changeLanguage('tr');
    expect(fieldErrorText({ message: 'Invalid OTP code' })).toBe('Invalid OTP code');
    expect(fieldErrorText({ message: 'Odd', code: 'NOT_A_CODE' })).toBe('Odd');
  });
});
