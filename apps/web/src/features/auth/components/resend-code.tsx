import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

interface ResendCodeProps {
  /** Seconds until another code may be asked for. */
  remaining: number;
  pending: boolean;
  onResend: () => void;
}

/**
 * The resend button, with the wait on the button itself ('Resend code in 42 seconds', '... in 1
 * second'), disabled until the wait is over (docs/product.md, 'Messages and toasts').
 */
export function ResendCode({ remaining, pending, onResend }: ResendCodeProps) {
  const { t } = useTranslation('auth');
  const waiting = remaining > 0;
  return (
    <Button variant="ghost" className="px-0 text-indigo-700" onClick={onResend} disabled={pending || waiting}>
      {pending ? t('resend.sending') : waiting ? t('resend.wait', { count: remaining }) : t('resend.button')}
    </Button>
  );
}
