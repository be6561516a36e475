import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

interface AccountBarProps {
  email: string;
  onSignOut: () => void;
}

/** Who is signed in (the invitee), with a way out. */
export function AccountBar({ email, onSignOut }: AccountBarProps) {
  const { t } = useTranslation('invitations');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      {t('account.signedInAs', { email })}
      <Button variant="ghost" onClick={onSignOut} className="px-2 py-1">
        {t('account.signOut')}
      </Button>
    </p>
  );
}
