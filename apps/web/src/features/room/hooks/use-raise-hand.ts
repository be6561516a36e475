import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomSession, useRoomState } from '../context/room-context';
import { selfOf } from '../core/state/room-state';

/** Raise or lower my hand; the state shown is the server's (participantUpdated). */
export function useRaiseHand() {
  const { t } = useTranslation('room');
  const session = useRoomSession();
  const raised = useRoomState((state) => selfOf(state)?.handRaised ?? false);
  const toggle = useCallback(() => session.actions.raiseHand(!raised), [session, raised]);
  return {
    raised,
    toggle,
    buttonProps: {
      type: 'button' as const,
      'aria-label': t('controls.hand.label'),
      'aria-pressed': raised,
      title: t(raised ? 'controls.hand.lower' : 'controls.hand.raise'),
      onClick: toggle,
    },
  };
}
