import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { UpgradeOffer } from '#web/components/billing/upgrade-offer.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useRoomSession } from '../context/room-context';
import type { RoomNotice } from '../core/session/room-notice';

type Translate = ReturnType<typeof useTranslation<'room'>>['t'];

function show(notice: RoomNotice, t: Translate): void {
  switch (notice.kind) {
    case 'mutedByHost':
      return void toast.warning(t('notices.mutedByHost'));
    case 'entrySettings': {
      const key =
        notice.microphone && notice.camera ? 'entryBoth' : notice.microphone ? 'entryMicrophone' : 'entryCamera';
      return void toast.info(t(`notices.${key}`));
    }
    case 'timeWarning':
      return void toast.warning(t('notices.timeWarning'), { duration: 10_000 });
    case 'recordingStopped':
      return void toast.warning(t('notices.recordingStorageFull'), { duration: 10_000 });
    case 'lobbyArrivals':
      return void toast.info(t('notices.lobbyArrival', { names: notice.names.join(', ') }));
    case 'mediaFailed':
      return void toast.error(t('notices.mediaFailed'));
    case 'screenShareFailed':
      return void toast.error(t('notices.screenShareFailed'));
    case 'invitedToStage':
      return void toast.success(t('notices.invitedToStage'));
    case 'movedToAudience':
      return void toast.info(t('notices.movedToAudience'));
    case 'stageDevicesFailed':
      return void toast.error(t(notice.blocked ? 'notices.stageBlocked' : 'notices.stageNoMicrophone'), {
        duration: 10_000,
      });
    case 'notSent':
      return void toast.error(t('notices.notSent'));
    case 'serverError':
      // Refused by the organizer's plan: Pro is offered in place, in a new tab so the meeting goes on.
      if (notice.code === 'RECORDING_PLAN_REQUIRED') {
        return void toast.error(apiErrorText(notice) ?? notice.message, {
          description: <UpgradeOffer newTab />,
          duration: 20_000,
        });
      }
      // A coded refusal (a RECORDING_* reason) reads as the API's own text for it, in the reader's language.
      return void toast.error(
        notice.code ? (apiErrorText(notice) ?? notice.message) : t('notices.serverError', { message: notice.message }),
      );
  }
}

/** Renders nothing: turns the session's notices into toasts in the chosen language. */
export function RoomNotices() {
  const { t } = useTranslation('room');
  const session = useRoomSession();
  useEffect(() => session.notices.on('notice', (notice) => show(notice, t)), [session, t]);
  return null;
}
