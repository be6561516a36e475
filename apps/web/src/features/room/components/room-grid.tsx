import { useRef } from 'react';
import { gridLayout } from '../core/layout/grid-layout';
import type { TileRef } from '../core/layout/tiles';
import { useElementSize } from '../hooks/use-element-size';
import { TileView } from './tile-view';

const GAP = 8;
// Past this many people tiles stop shrinking and the grid scrolls.
const MIN_TILE_WIDTH = 160;

interface RoomGridProps {
  tiles: readonly TileRef[];
  pinnedKey: string | null;
  onPin: (key: string | null) => void;
}

/** Everyone at the same size: columns and rows from the count and the space's aspect ratio. */
export function RoomGrid({ tiles, pinnedKey, onPin }: RoomGridProps) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(box);
  const layout = gridLayout(tiles.length, width, height, { gap: GAP, minTileWidth: MIN_TILE_WIDTH });
  return (
    <div ref={box} className="size-full overflow-y-auto">
      <ul
        className="mx-auto grid content-center justify-center"
        style={{
          gap: GAP,
          minHeight: '100%',
          gridTemplateColumns: `repeat(${Math.max(layout.columns, 1)}, ${layout.tileWidth || 0}px)`,
          gridAutoRows: `${layout.tileHeight || 0}px`,
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.key} className="min-h-0 min-w-0">
            <TileView tile={tile} pinnedKey={pinnedKey} onPin={onPin} />
          </li>
        ))}
      </ul>
    </div>
  );
}
