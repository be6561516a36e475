import { LIMITS, otpCodeSchema } from '@vm/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FieldMessage } from '#web/components/ui/form-field.tsx';
import { useMessageText } from '../hooks/use-message-text';
import type { OtpSender } from '../hooks/use-otp-sender';
import { OtpInput, type OtpInputHandle } from './otp-input';
import { ResendCode } from './resend-code';

interface VerifyEmailDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
  /** Resolves to true when the code was accepted (the page moves on), else to the reason it was refused. */
  onVerify: (code: string) => Promise<true | string>;
  sender: Pick<OtpSender, 'resend' | 'remaining' | 'pending'>;
}

/** The 'Verify Your Email' modal of the registration page (docs/product.md, 'Registration'). */
export function VerifyEmailDialog({ open, email, onClose, onVerify, sender }: VerifyEmailDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} title={t('verify.title')} description={t('verify.description', { email })}>
      <VerifyEmailForm onVerify={onVerify} sender={sender} />
    </Dialog>
  );
}

const emptyDigits = () => Array.from({ length: LIMITS.otpLength }, () => '');

function VerifyEmailForm({ onVerify, sender }: Pick<VerifyEmailDialogProps, 'onVerify' | 'sender'>) {
  const { t } = useTranslation('auth');
  const messageText = useMessageText();
  const [digits, setDigits] = useState(emptyDigits);
  const [error, setError] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const otp = useRef<OtpInputHandle>(null);
  const labelId = useId();
  const errorId = useId();

  // After a refused code or a new one, the boxes are emptied for the next try (docs/product.md, 'Messages and toasts').
  const startOver = () => {
    setDigits(emptyDigits());
    otp.current?.focus(0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const code = otpCodeSchema.safeParse(digits.join(''));
    if (!code.success) {
      setError(messageText(code.error.issues[0]?.message));
      otp.current?.focus(Math.max(0, digits.indexOf('')));
      return;
    }
    setVerifying(true);
    const outcome = await onVerify(code.data);
    if (outcome !== true) {
      setVerifying(false);
      startOver();
      // Under the boxes until the person types again (the boxes' onChange clears it).
      setError(outcome);
    }
  };

  const resend = async () => {
    if (await sender.resend()) {
      setError(undefined);
      startOver();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {t('verify.codeLabel')}
      </p>
      <OtpInput
        ref={otp}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setError(undefined);
        }}
        labelledBy={labelId}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
      />
      {error ? (
        <div role="alert">
          <FieldMessage id={errorId}>{error}</FieldMessage>
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={verifying}>
        {verifying ? t('verify.verifying') : t('verify.submit')}
      </Button>
      <ResendCode remaining={sender.remaining} pending={sender.pending} onResend={() => void resend()} />
    </form>
  );
}
