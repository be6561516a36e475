import { useEffect, type RefObject } from 'react';
import { useRoomSession, useRoomState } from '../context/room-context';
import type { TileRef } from '../core/layout/tiles';
import { useElementSize } from './use-element-size';
import { useOnScreen } from './use-on-screen';

/**
 * Tells the session how tall a remote camera tile is rendered and whether it is the speaker layout's
 * large one, so the media server forwards a fitting simulcast layer (core/media/video-quality.ts);
 * a tile outside the viewport reports nothing, so its camera is not forwarded while it is there.
 * My own tiles and screen shares (a single layer) report nothing.
 */
export function useTileQuality(ref: RefObject<HTMLElement | null>, tile: TileRef, focused: boolean): void {
  const session = useRoomSession();
  const selfId = useRoomState((state) => state.selfId);
  const { height } = useElementSize(ref);
  const onScreen = useOnScreen(ref);
  const remoteCamera = tile.source === 'camera' && tile.participantId !== selfId;
  const { key, participantId } = tile;
  useEffect(() => {
    if (!remoteCamera || height === 0 || !onScreen) return;
    session.actions.setTileView(key, participantId, { height, focused });
    return () => session.actions.setTileView(key, participantId, null);
  }, [session, remoteCamera, key, participantId, height, focused, onScreen]);
}
