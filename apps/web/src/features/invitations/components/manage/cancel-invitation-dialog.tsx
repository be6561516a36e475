import type { Invitation } from '@vm/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';

interface CancelInvitationDialogProps {
  invitation: Invitation | null;
  pending: boolean;
  onConfirm: (invitation: Invitation) => void;
  onClose: () => void;
}

/**
 * 'Are you sure you want to cancel this invitation?' as an accessible confirm dialog, not
 * window.confirm: focus starts on the safe choice, Escape keeps the invitation.
 */
export function CancelInvitationDialog({ invitation, pending, onConfirm, onClose }: CancelInvitationDialogProps) {
  const { t } = useTranslation('invitations');
  const keep = useRef<HTMLDivElement>(null);
  return (
    <Dialog
      open={invitation !== null}
      onClose={onClose}
      title={t('cancelDialog.title')}
      description={t('cancelDialog.question')}
      initialFocus={() => keep.current?.querySelector('button')}
    >
      {invitation ? (
        <>
          <p className="text-sm text-slate-700">
            {t('cancelDialog.detail', { name: invitation.inviteeName, email: invitation.inviteeEmail })}
          </p>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <div ref={keep}>
              <Button variant="secondary" onClick={onClose}>
                {t('cancelDialog.keep')}
              </Button>
            </div>
            <Button disabled={pending} onClick={() => onConfirm(invitation)}>
              {pending ? t('cancelDialog.confirming') : t('cancelDialog.confirm')}
            </Button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
