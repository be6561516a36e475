import type { GuestUser } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useLogin } from '../hooks/use-login';
import { useOtpSender } from '../hooks/use-otp-sender';
import { OtpCodeStep } from './otp-code-step';
import { LoginEmailStep } from './login-email-step';

interface QuickLoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called when the user leaves the success step, signed in. */
  onSignedIn?: (user: GuestUser) => void;
}

/** Sign-in without leaving the page (spec 'Dialogs'): e-mail, then the code, then a success step. */
export function QuickLoginDialog({ open, onClose, onSignedIn }: QuickLoginDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} title={t('quickLogin.title')} description={t('quickLogin.description')}>
      <QuickLoginSteps
        onContinue={(user) => {
          onClose();
          onSignedIn?.(user);
        }}
      />
    </Dialog>
  );
}

type Step = { name: 'email' } | { name: 'otp' } | { name: 'success'; user: GuestUser };

function QuickLoginSteps({ onContinue }: { onContinue: (user: GuestUser) => void }) {
  const { t } = useTranslation('auth');
  const sender = useOtpSender('login');
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ name: 'email' });

  if (step.name === 'success') {
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold text-slate-900">{t('quickLogin.successTitle')}</p>
        <p className="text-sm text-slate-700">{t('quickLogin.success', { name: step.user.name })}</p>
        {/* The code form that had focus is gone; the one way on takes it. */}
        <Button className="w-full" onClick={() => onContinue(step.user)} autoFocus>
          {t('quickLogin.continue')}
        </Button>
      </div>
    );
  }
  if (step.name === 'otp') {
    return (
      <OtpCodeStep
        intro={t('quickLogin.codeSent', { email })}
        submitLabel={t('login.submit')}
        backLabel={t('quickLogin.back')}
        onBack={() => setStep({ name: 'email' })}
        sender={sender}
        onSubmit={async (otpCode) => {
          const result = await login(email, otpCode);
          if (!result?.signedIn) return false;
          toast.success(t('toasts.welcomeBack'));
          setStep({ name: 'success', user: result.user });
          return true;
        }}
      />
    );
  }
  return (
    <LoginEmailStep
      variant="dialog"
      defaultEmail={email}
      pending={sender.pending}
      onSubmit={async (address) => {
        setEmail(address);
        // The same address again: its code is still good, so do not ask for another.
        if (sender.sentTo === address || (await sender.send(address))) setStep({ name: 'otp' });
      }}
    />
  );
}
