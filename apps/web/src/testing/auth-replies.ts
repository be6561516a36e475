import type { GuestUser } from '@vm/contracts';
import { guestUser } from './fixtures';
import { okEnvelope } from './fetch-stub';

// The auth endpoints' replies as the server sends them (apps/server/src/modules/auth/auth-routes.ts).

export const otpSent = (email = guestUser.email, resendAfterSeconds = 60) => ({
  status: 200,
  body: okEnvelope({ email, expiresInSeconds: 600, resendAfterSeconds }, 'OTP code sent to your email'),
});

export const sessionIssued = (user: GuestUser = guestUser, token = 'session-token', status = 200) => ({
  status,
  body: okEnvelope({ token, expiry: '2099-01-01T00:00:00.000Z', user }, 'Welcome back!'),
});

export const wrongCode = () => ({
  status: 400,
  body: {
    success: false,
    message: 'Invalid OTP. Please try again.',
    code: 'OTP_INVALID',
    data: null,
    errors: [{ field: 'otpCode', message: 'Invalid OTP code', code: 'OTP_INVALID' }],
  },
});

export const tooSoon = (seconds: number) => ({
  status: 429,
  body: {
    success: false,
    message: `Please wait ${seconds} seconds before requesting a new code.`,
    code: 'OTP_RESEND_TOO_SOON',
    params: { seconds },
    data: null,
    errors: [],
  },
});
