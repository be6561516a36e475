import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { formatCountdown } from '../utils/format-countdown';

interface ResendCodeProps {
  /** Seconds until another code may be asked for. */
  remaining: number;
  pending: boolean;
  onResend: () => void;
}

/** 'You can ask for a new code in 0:42', then a Resend button once the wait is over. */
export function ResendCode({ remaining, pending, onResend }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  if (remaining > 0) {
    return <p className="text-sm text-slate-600">{t('resend.countdown', { time: formatCountdown(remaining) })}</p>;
  }
  return (
    <Button variant="ghost" className="px-0 text-indigo-700" onClick={onResend} disabled={pending}>
      {pending ? t('resend.sending') : t('resend.button')}
    </Button>
  );
}
