import type { OtpPurpose } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSendOtp } from '../api/send-otp';
import { useCountdown } from './use-countdown';
import { useLocale } from './use-locale';
import { useErrorText } from './use-message-text';

/** docs/product.md, 'Numbers and limits'; the server's own `resendAfterSeconds` wins when it sends one. */
const RESEND_AFTER_SECONDS = 60;

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
      toast.error(errorText(error, isResend ? 'resendFailed' : 'sendFailed'));
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
