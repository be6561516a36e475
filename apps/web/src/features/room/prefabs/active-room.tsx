import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { ClosedScreen } from '../components/closed-screen';
import { StatusScreen } from '../components/status-screen';
import { RoomProvider, useRoomSession, useRoomState } from '../context/room-context';
import { selfOf } from '../core/state/room-state';
import { RoomSession, type RoomSessionOptions } from '../core/session/room-session';
import { RoomView } from './room-view';

interface ActiveRoomProps {
  options: RoomSessionOptions;
  onRestart: (options: { discardToken: boolean }) => void;
}

/** Owns the session for as long as it is shown: started on mount, closed (with a goodbye) on unmount. */
export function ActiveRoom({ options, onRestart }: ActiveRoomProps) {
  const [session] = useState(() => new RoomSession(options));
  useEffect(() => {
    session.start();
    return () => session.teardown({ releaseDevices: false, leave: true });
  }, [session]);
  return (
    <RoomProvider session={session}>
      <RoomStage onRestart={onRestart} />
    </RoomProvider>
  );
}

function RoomStage({ onRestart }: Pick<ActiveRoomProps, 'onRestart'>) {
  const { t } = useTranslation('room');
  const session = useRoomSession();
  const phase = useRoomState((state) => state.phase);
  const isHost = useRoomState((state) => selfOf(state)?.role === 'host');
  const meetingId = useRoomState((state) => state.room?.meetingId ?? null);
  const recorded = useRoomState((state) => state.recorded);
  switch (phase.kind) {
    case 'connecting':
      return <StatusScreen busy title={t('status.connecting')} />;
    case 'lobby':
      return (
        <StatusScreen busy title={t('status.lobbyTitle')} text={t('status.lobbyText')}>
          <Button variant="secondary" onClick={() => session.actions.leave()}>
            {t('status.leaveLobby')}
          </Button>
        </StatusScreen>
      );
    case 'joined':
      return <RoomView />;
    case 'closed': {
      const { closed } = phase;
      const discardToken = closed.kind === 'refused' && closed.reason === 'invalid-token';
      return (
        <ClosedScreen
          closed={closed}
          onRejoin={() => onRestart({ discardToken })}
          host={isHost && meetingId ? { meetingId, recorded } : null}
        />
      );
    }
  }
}
