import { useMutation } from '@tanstack/react-query';
import type { OtpPurpose, SendOtpBody } from '@vm/contracts';
import { api } from '#web/lib/api-client.ts';

/** The send-otp reply's data; timings come from the server's configuration. */
export interface SendOtpReply {
  email: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

export type SendOtpInput = SendOtpBody & { purpose: OtpPurpose };

/** E-mails a one-time code; `locale` picks the e-mail's language for an address without an account. */
export function sendOtp({ purpose, ...body }: SendOtpInput) {
  return api.post<SendOtpReply>('/guest/send-otp', body, { query: { purpose } });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
