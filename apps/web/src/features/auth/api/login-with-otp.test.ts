import { describe, expect, it } from 'vitest';
import { sessionIssued } from '#web/testing/auth-replies.ts';
import { stubApi } from '#web/testing/fetch-stub.ts';
import { loginWithOtp } from './login-with-otp';

describe('loginWithOtp', () => {
  it('refuses the platform user type without making a request', async () => {
    const fetchMock = stubApi({ 'POST /guest/login-with-otp': sessionIssued() });
    await expect(loginWithOtp({ email: 'ada@example.com', otpCode: '123456' }, 'platform')).rejects.toMatchObject({
      success: false,
      data: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();

    await expect(loginWithOtp({ email: 'ada@example.com', otpCode: '123456' })).resolves.toMatchObject({
      success: true,
    });
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
