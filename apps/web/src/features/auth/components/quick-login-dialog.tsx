import type { GuestUser } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { isRefusal } from '../api/sign-in-result';
import { useLogin } from '../hooks/use-login';
import { useOtpSender } from '../hooks/use-otp-sender';
import { OtpCodeStep } from './otp-code-step';
import { LoginEmailStep } from './login-email-step';

interface QuickLoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address to start with, e.g. the one an invitation was sent to; it can still be changed. */
  defaultEmail?: string;
  /** Called when the user leaves the success step, signed in. */
  onSignedIn?: (user: GuestUser) => void;
}

/**
 * Sign-in without leaving the page (docs/product.md, 'Quick Register and Quick Login'): e-mail, then the
 * code, then a success step.
 */
export function QuickLoginDialog({ open, onClose, defaultEmail = '', onSignedIn }: QuickLoginDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} title={t('quickLogin.title')} description={t('quickLogin.description')}>
      <QuickLoginSteps
        defaultEmail={defaultEmail}
        onContinue={(user) => {
          onClose();
          onSignedIn?.(user);
        }}
      />
    </Dialog>
  );
}

type Step = { name: 'email' } | { name: 'otp' } | { name: 'success'; user: GuestUser };

interface QuickLoginStepsProps {
  defaultEmail: string;
  onContinue: (user: GuestUser) => void;
}

function QuickLoginSteps({ defaultEmail, onContinue }: QuickLoginStepsProps) {
  const { t } = useTranslation('auth');
  const sender = useOtpSender('login');
  const login = useLogin();
  const [email, setEmail] = useState(defaultEmail);
  const [step, setStep] = useState<Step>({ name: 'email' });

  // The success step says what the sign-in toast says, where the person is looking, and
  // with which address; so no toast repeats it over the page.
  if (step.name === 'success') {
    return (
      <div role="status" className="space-y-4">
        <p className="text-lg font-semibold text-slate-900">{t('quickLogin.successTitle')}</p>
        <p className="text-sm text-slate-700">{t('toasts.welcomeBack')}</p>
        <p className="text-sm text-slate-700">{t('quickLogin.signedInAs', { email: step.user.email })}</p>
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
          if (isRefusal(result)) return result.refused;
          // A login always signs in; anything else is a failed sign-in like any other.
          if (!result.signedIn) return t('toasts.loginFailed');
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
