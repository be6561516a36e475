import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { StateNotice } from './state-notice';

interface OtherAddressNoticeProps {
  /** The address the reader is signed in with. */
  email: string;
  inviteeEmail: string;
  /** Signs out and offers Quick Login for the invited address, on this page. */
  onSwitch: () => Promise<void>;
}

/**
 * Signed in with another address than the invited one: the invitation is not this reader's to
 * answer or join, so the page says so and offers the way to the invited address, and shows none
 * of the invitee's own answer (docs/product.md, 'Invitation page').
 */
export function OtherAddressNotice({ email, inviteeEmail, onSwitch }: OtherAddressNoticeProps) {
  const { t } = useTranslation('invitations');
  const [switching, setSwitching] = useState(false);
  const switchAddress = async () => {
    setSwitching(true);
    try {
      await onSwitch();
    } finally {
      setSwitching(false);
    }
  };
  return (
    <StateNotice
      tone="warning"
      title={t('account.wrongAddressTitle')}
      text={t('account.wrongAddressText', { email, invitee: inviteeEmail })}
    >
      <Button onClick={() => void switchAddress()} disabled={switching}>
        <LogIn aria-hidden="true" className="size-4" />
        {t('account.switch', { email: inviteeEmail })}
      </Button>
    </StateNotice>
  );
}
