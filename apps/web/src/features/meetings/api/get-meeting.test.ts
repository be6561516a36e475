import type { ErrorEnvelope } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { toErrorEnvelope } from '#web/lib/api-client.ts';
import { getMeetingQueryOptions } from './get-meeting';

const retry = getMeetingQueryOptions('ABC-2026-001').retry as (failures: number, error: ErrorEnvelope) => boolean;

describe('loading one meeting', () => {
  it('retries only a failure that had no answer (by its code), a few times', () => {
    expect(retry(0, toErrorEnvelope('Network Error', 'NETWORK_ERROR'))).toBe(true);
    expect(retry(2, toErrorEnvelope('timeout of 30000 ms exceeded', 'CLIENT_TIMEOUT', { seconds: 30 }))).toBe(true);
    expect(retry(3, toErrorEnvelope('Network Error', 'NETWORK_ERROR'))).toBe(false);
  });

  it('takes the server’s Meeting not found at its word', () => {
    const notFound: ErrorEnvelope = {
      success: false,
      message: 'Meeting not found',
      code: 'MEETING_NOT_FOUND',
      data: null,
      errors: [{ field: 'general', message: 'Meeting not found', code: 'MEETING_NOT_FOUND' }],
    };
    expect(retry(0, notFound)).toBe(false);
    expect(retry(0, toErrorEnvelope('An unexpected error occurred'))).toBe(false);
  });
});
