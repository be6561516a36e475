import { PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomSession } from '../context/room-context';
import { useHostActions } from '../hooks/use-host-actions';
import { ConfirmDialog } from './confirm-dialog';
import { ControlButton } from './control-button';

/** Leave; and for the host, End for everyone (after a confirmation). */
export function LeaveControls({ isHost }: { isHost: boolean }) {
  const { t } = useTranslation('room');
  const session = useRoomSession();
  const host = useHostActions();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ControlButton tone="danger" onClick={() => session.actions.leave()} title={t('controls.leave')}>
        <PhoneOff aria-hidden="true" className="size-5" />
        {t('controls.leave')}
      </ControlButton>
      {isHost ? (
        <ControlButton tone="danger" onClick={() => setConfirming(true)}>
          {t('controls.endForAll')}
        </ControlButton>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('end.title')}
        text={t('end.text')}
        confirmLabel={t('end.confirm')}
        cancelLabel={t('end.cancel')}
        onConfirm={host.endMeeting}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
