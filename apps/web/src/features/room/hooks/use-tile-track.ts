import { useLocalMediaState } from '../context/local-media-context';
import { useRoomMedia, useRoomState } from '../context/room-context';
import type { TileRef } from '../core/layout/tiles';

/** The track a tile shows: my own capture for my tiles, the received track for everyone else's. */
export function useTileTrack(tile: TileRef): MediaStreamTrack | null {
  const selfId = useRoomState((state) => state.selfId);
  const remote = useRoomMedia((state) => state.remoteTracks[tile.participantId]?.[tile.source] ?? null);
  const localCamera = useLocalMediaState((state) => state.publishedVideo);
  const localScreen = useRoomMedia((state) => state.screen.track);
  if (tile.participantId !== selfId) return remote;
  return tile.source === 'camera' ? localCamera : localScreen;
}
