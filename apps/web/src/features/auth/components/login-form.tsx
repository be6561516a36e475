import { useState } from 'react';
import { useOtpSender } from '../hooks/use-otp-sender';
import { LoginCodeStep } from './login-code-step';
import { LoginEmailStep } from './login-email-step';

/** Guest login in two steps (docs/product.md, 'Sign-in'): e-mail and 'Send code', then the code and 'Sign In'. */
export function LoginForm() {
  const sender = useOtpSender('login');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');

  if (step === 'code') {
    return <LoginCodeStep email={email} onChangeEmail={() => setStep('email')} sender={sender} />;
  }
  return (
    <LoginEmailStep
      defaultEmail={email}
      pending={sender.pending}
      onSubmit={async (address) => {
        setEmail(address);
        // The same address again: its code is still good, so do not ask for another.
        if (sender.sentTo === address || (await sender.send(address))) setStep('code');
      }}
    />
  );
}
