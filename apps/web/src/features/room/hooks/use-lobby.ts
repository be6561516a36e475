import { useCallback } from 'react';
import { useRoomSession, useRoomState } from '../context/room-context';

/** The host's lobby: who waits, and admitting or denying them. */
export function useLobby() {
  const session = useRoomSession();
  const entries = useRoomState((state) => state.lobby);
  const admit = useCallback((id: string) => session.actions.admit(id), [session]);
  const deny = useCallback((id: string) => session.actions.deny(id), [session]);
  return { entries, admit, deny };
}
