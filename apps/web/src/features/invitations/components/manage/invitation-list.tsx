import type { Invitation } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvitationActions } from '#web/features/invitations/hooks/use-invitation-actions.ts';
import { CancelInvitationDialog } from './cancel-invitation-dialog';
import { InvitationItem } from './invitation-item';

/** The meeting's invitations, newest first, with Resend and a confirmed Cancel on pending ones. */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('invitations');
  const actions = useInvitationActions();
  const [confirming, setConfirming] = useState<Invitation | null>(null);
  return (
    <>
      <ul aria-label={t('manage.listLabel')} className="space-y-3">
        {invitations.map((invitation) => (
          <InvitationItem
            key={invitation.id}
            invitation={invitation}
            resending={actions.resendingId === invitation.id}
            onResend={() => void actions.resend(invitation.id)}
            onCancel={() => setConfirming(invitation)}
          />
        ))}
      </ul>
      <CancelInvitationDialog
        invitation={confirming}
        pending={actions.cancelling}
        onClose={() => setConfirming(null)}
        onConfirm={(invitation) =>
          void actions.cancel(invitation.id).then((done) => {
            if (done) setConfirming(null);
          })
        }
      />
    </>
  );
}
