import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { StateNotice } from './state-notice';

interface AccountBarProps {
  email: string;
  inviteeEmail: string;
  /** The server's refusal (403) when the signed-in address is not the invited one. */
  wrongAddress: string | null;
  onSignOut: () => void;
}

/** Who is signed in, with a way out; after a refusal, why and how to switch to the invited address. */
export function AccountBar({ email, inviteeEmail, wrongAddress, onSignOut }: AccountBarProps) {
  const { t } = useTranslation('invitations');
  if (wrongAddress) {
    return (
      <StateNotice tone="warning" title={t('account.wrongAddressTitle')} text={wrongAddress}>
        <p className="text-sm">{t('account.signedInAs', { email })}</p>
        <Button onClick={onSignOut}>{t('account.switch', { email: inviteeEmail })}</Button>
      </StateNotice>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      {t('account.signedInAs', { email })}
      <Button variant="ghost" onClick={onSignOut} className="px-2 py-1">
        {t('account.signOut')}
      </Button>
    </p>
  );
}
