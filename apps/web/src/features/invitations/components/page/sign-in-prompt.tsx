import { LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { StateNotice } from './state-notice';

interface SignInPromptProps {
  inviteeEmail: string;
  onRegister: () => void;
  onLogin: () => void;
}

/** For a visitor: answering needs the invited address, so register or sign in with it, here. */
export function SignInPrompt({ inviteeEmail, onRegister, onLogin }: SignInPromptProps) {
  const { t } = useTranslation('invitations');
  return (
    <StateNotice tone="info" title={t('signIn.title')} text={t('signIn.description', { email: inviteeEmail })}>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRegister}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('signIn.register')}
        </Button>
        <Button variant="secondary" onClick={onLogin}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('signIn.login')}
        </Button>
      </div>
    </StateNotice>
  );
}
