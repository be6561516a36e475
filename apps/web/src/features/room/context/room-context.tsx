import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { RoomSession } from '../core/session/room-session';
import type { RoomMediaState } from '../core/state/room-media-state';
import type { RoomState } from '../core/state/room-state';
import { LocalMediaProvider } from './local-media-context';

const RoomContext = createContext<RoomSession | null>(null);

/** The session of the room being shown, and its LocalMedia for the device hooks. */
export function RoomProvider({ session, children }: { session: RoomSession; children: ReactNode }) {
  return (
    <RoomContext value={session}>
      <LocalMediaProvider media={session.local}>{children}</LocalMediaProvider>
    </RoomContext>
  );
}

/** The current RoomSession; throws outside <RoomProvider>, which is always a bug. */
export function useRoomSession(): RoomSession {
  const session = use(RoomContext);
  if (!session) throw new Error('useRoomSession must be used inside <RoomProvider>');
  return session;
}

/** A part of the room state; the selector must return a value already in the state (no new objects). */
export function useRoomState<T>(select: (state: RoomState) => T): T {
  const session = useRoomSession();
  return useSyncExternalStore(session.store.subscribe, () => select(session.store.getState()));
}

/** A part of the media state (remote tracks, screen share). */
export function useRoomMedia<T>(select: (state: RoomMediaState) => T): T {
  const session = useRoomSession();
  return useSyncExternalStore(session.media.subscribe, () => select(session.media.getState()));
}
