import type { OtpPurpose } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { isServerError } from '#web/lib/api-client.ts';
import { useSendOtp } from '../api/send-otp';
import { useCountdown } from './use-countdown';
import { useLocale } from './use-locale';
import { useErrorText } from './use-message-text';

/** docs/product.md, 'Numbers and limits'; the server's own `resendAfterSeconds` wins when it sends one. */
const RESEND_AFTER_SECONDS = 60;

/** The seconds the server says to wait before another code (OTP_RESEND_TOO_SOON), if that was the refusal. */
function resendWaitOf(error: unknown): number | undefined {
  if (!isServerError(error) || error.code !== 'OTP_RESEND_TOO_SOON') return undefined;
  const seconds = (error.params as { seconds?: unknown } | undefined)?.seconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}

/**
 * Sending and resending a one-time code, with its toasts (docs/product.md, 'Messages and toasts')
 * and the countdown until another code may be asked for. Resolves to whether a code went out.
 */
export function useOtpSender(purpose: OtpPurpose) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const errorText = useErrorText();
  const mutation = useSendOtp();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const request = async (email: string, isResend: boolean): Promise<boolean> => {
    try {
      const reply = await mutation.mutateAsync({ email, purpose, locale });
      countdown.start(reply.data?.resendAfterSeconds ?? RESEND_AFTER_SECONDS);
      setSentTo(email);
      toast.success(t(isResend ? 'toasts.otpResent' : 'toasts.otpSent'));
      return true;
    } catch (error) {
      const wait = resendWaitOf(error);
      if (wait !== undefined) countdown.start(wait);
      // A resend asked too soon: the Resend button counts the server's wait down; nothing to toast.
      if (!(isResend && wait !== undefined)) toast.error(errorText(error, isResend ? 'resendFailed' : 'sendFailed'));
      return false;
    }
  };

  return {
    send: (email: string) => request(email, false),
    resend: () => (sentTo ? request(sentTo, true) : Promise.resolve(false)),
    /** The address the last code went to; null before the first. */
    sentTo,
    pending: mutation.isPending,
    /** Seconds until another code may be asked for. */
    remaining: countdown.remaining,
  };
}

export type OtpSender = ReturnType<typeof useOtpSender>;
