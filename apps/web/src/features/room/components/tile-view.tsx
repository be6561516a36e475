import { useRef } from 'react';
import { useRoomState } from '../context/room-context';
import type { TileRef } from '../core/layout/tiles';
import { useActiveSpeaker } from '../hooks/use-active-speaker';
import { useTileQuality } from '../hooks/use-tile-quality';
import { useTileTrack } from '../hooks/use-tile-track';
import { ParticipantTile } from './participant-tile';

interface TileViewProps {
  tile: TileRef;
  pinnedKey: string | null;
  onPin: (key: string | null) => void;
  /** The speaker layout's large tile: its camera is asked for in full quality. */
  focused?: boolean;
}

/** Data attributes of a tile's list item: they tell a browser test which cameras are on screen. */
export const tileItemAttributes = (tile: TileRef, testId: 'grid-tile' | 'strip-tile') => ({
  'data-testid': testId,
  'data-participant-id': tile.participantId,
  'data-tile-source': tile.source,
});

/** A tile wired to the room: its participant, track, speaking and pin state. */
export function TileView({ tile, pinnedKey, onPin, focused = false }: TileViewProps) {
  const figure = useRef<HTMLElement>(null);
  const participant = useRoomState((state) => state.participants.find((person) => person.id === tile.participantId));
  const selfId = useRoomState((state) => state.selfId);
  const activeSpeaker = useActiveSpeaker();
  const track = useTileTrack(tile);
  useTileQuality(figure, tile, focused);
  if (!participant) return null;
  const pinned = pinnedKey === tile.key;
  return (
    <ParticipantTile
      ref={figure}
      participant={participant}
      source={tile.source}
      track={track}
      isSelf={participant.id === selfId}
      speaking={activeSpeaker === participant.id}
      pinned={pinned}
      onTogglePin={() => onPin(pinned ? null : tile.key)}
    />
  );
}
