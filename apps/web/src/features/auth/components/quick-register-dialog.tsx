import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { isRefusal, type SignInResult } from '../api/sign-in-result';
import { useOtpSender } from '../hooks/use-otp-sender';
import { useRegistration, useRegistrationToast } from '../hooks/use-registration';
import type { QuickRegisterDetails } from '../schemas/auth-forms';
import { OtpCodeStep } from './otp-code-step';
import { QuickRegisterFormStep } from './quick-register-form-step';

/** Who is registering, when the page already knows (an invitation names its invitee). */
export interface KnownPerson {
  name: string;
  email: string;
}

interface QuickRegisterDialogProps {
  open: boolean;
  onClose: () => void;
  /** Fills in the name and e-mail address; both can still be changed. */
  person?: KnownPerson;
  /** After a registration: signed in, or (a reply without a session) told to sign in next. */
  onComplete?: (result: SignInResult) => void;
}

/**
 * Registration without leaving the page (docs/product.md, 'Quick Register and Quick Login'): details,
 * then the e-mailed code with a way back. For pages such as the invitation page, which keep their
 * place after signing in.
 */
export function QuickRegisterDialog({ open, onClose, person, onComplete }: QuickRegisterDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} title={t('quickRegister.title')} description={t('quickRegister.description')}>
      <QuickRegisterSteps
        person={person}
        onComplete={(result) => {
          onClose();
          onComplete?.(result);
        }}
      />
    </Dialog>
  );
}

interface QuickRegisterStepsProps {
  person: KnownPerson | undefined;
  onComplete: (result: SignInResult) => void;
}

function QuickRegisterSteps({ person, onComplete }: QuickRegisterStepsProps) {
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
          if (isRefusal(result)) return result.refused;
          registrationToast(result);
          onComplete(result);
          return true;
        }}
      />
    );
  }
  return (
    <QuickRegisterFormStep
      defaultValues={{
        name: details?.name ?? person?.name ?? '',
        email: details?.email ?? person?.email ?? '',
        phone: details?.phone ?? '',
      }}
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
