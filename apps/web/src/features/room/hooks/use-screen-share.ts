import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomMedia, useRoomSession, useRoomState } from '../context/room-context';
import { isScreenShareSupported } from '../core/session/screen-share';
import { selfOf } from '../core/state/room-state';

/** Screen sharing: offered when the meeting allows it (or to the host) and the browser can capture a screen. */
export function useScreenShare() {
  const { t } = useTranslation('room');
  const session = useRoomSession();
  const screen = useRoomMedia((state) => state.screen);
  // With sharing off for the meeting, the host may still present (the server's rule too).
  const allowed = useRoomState((state) => (state.room?.allowScreenSharing ?? false) || selfOf(state)?.role === 'host');
  const supported = isScreenShareSupported();
  const sharing = screen.track !== null;
  const toggle = useCallback(
    () => void (sharing ? session.actions.stopScreenShare() : session.actions.startScreenShare()),
    [session, sharing],
  );
  const reason = !supported ? t('controls.screen.unsupported') : !allowed ? t('controls.screen.notAllowed') : null;
  return {
    sharing,
    pending: screen.pending,
    available: allowed && supported,
    toggle,
    buttonProps: {
      type: 'button' as const,
      'aria-label': t('controls.screen.label'),
      'aria-pressed': sharing,
      title: reason ?? t(sharing ? 'controls.screen.stop' : 'controls.screen.start'),
      disabled: screen.pending || !allowed || !supported,
      onClick: toggle,
    },
  };
}
