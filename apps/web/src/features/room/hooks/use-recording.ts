import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomSession, useRoomState } from '../context/room-context';

/**
 * The room's cloud recording: whether (and since when) it runs, for everyone's indicator, and the
 * host's start/stop request. The state shown is the server's (`joined`, `recordingChanged`); while a
 * request waits for its answer the button is busy.
 */
export function useRecording() {
  const { t } = useTranslation('room');
  const session = useRoomSession();
  const startedAt = useRoomState((state) => state.recording?.startedAt ?? null);
  const pending = useRoomState((state) => state.recordingPending);
  const recording = startedAt !== null;
  const toggle = useCallback(() => session.actions.setRecording(!recording), [session, recording]);
  const label = t(recording ? 'controls.record.stop' : 'controls.record.start');
  return {
    recording,
    startedAt,
    pending,
    toggle,
    buttonProps: {
      type: 'button' as const,
      'aria-label': label,
      title: label,
      'aria-busy': pending,
      // aria-disabled rather than disabled: the button keeps the keyboard focus while it waits.
      'aria-disabled': pending,
      onClick: pending ? undefined : toggle,
    },
  };
}
