import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { SignInResult } from '../api/sign-in-result';
import { useOtpSender } from '../hooks/use-otp-sender';
import { useRegistration, useRegistrationToast } from '../hooks/use-registration';
import type { QuickRegisterDetails } from '../schemas/auth-forms';
import { OtpCodeStep } from './otp-code-step';
import { QuickRegisterFormStep } from './quick-register-form-step';

interface QuickRegisterDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a registration: signed in, or (a reply without a session) told to sign in next. */
  onComplete?: (result: SignInResult) => void;
}

/**
 * Registration without leaving the page (spec 'Dialogs'): details, then the e-mailed code with a
 * way back. For pages such as the invitation page, which keep their place after signing in.
 */
export function QuickRegisterDialog({ open, onClose, onComplete }: QuickRegisterDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} title={t('quickRegister.title')} description={t('quickRegister.description')}>
      <QuickRegisterSteps
        onComplete={(result) => {
          onClose();
          onComplete?.(result);
        }}
      />
    </Dialog>
  );
}

function QuickRegisterSteps({ onComplete }: { onComplete: (result: SignInResult) => void }) {
  const { t } = useTranslation('auth');
  const sender = useOtpSender('register');
  const register = useRegistration();
  const registrationToast = useRegistrationToast();
  const [details, setDetails] = useState<QuickRegisterDetails | null>(null);
  const [step, setStep] = useState<'form' | 'otp'>('form');

  if (step === 'otp' && details) {
    return (
      <OtpCodeStep
        intro={t('quickRegister.codeSent', { email: details.email })}
        submitLabel={t('quickRegister.verify')}
        backLabel={t('quickRegister.back')}
        onBack={() => setStep('form')}
        sender={sender}
        onSubmit={async (otpCode) => {
          const result = await register(details, otpCode);
          if (!result) return false;
          registrationToast(result);
          onComplete(result);
          return true;
        }}
      />
    );
  }
  return (
    <QuickRegisterFormStep
      defaultValues={{ name: details?.name ?? '', email: details?.email ?? '', phone: details?.phone ?? '' }}
      pending={sender.pending}
      onSubmit={async (values) => {
        // Back from the code step with the same address: that code is still good, do not ask again.
        if (sender.sentTo === values.email || (await sender.send(values.email))) {
          setDetails(values);
          setStep('otp');
        }
      }}
    />
  );
}
