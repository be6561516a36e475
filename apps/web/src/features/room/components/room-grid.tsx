import { useRef } from 'react';
import { gridLayout } from '../core/layout/grid-layout';
import type { TileRef } from '../core/layout/tiles';
import { useElementSize } from '../hooks/use-element-size';
import { tileItemAttributes, TileView } from './tile-view';

const GAP = 8;

interface RoomGridProps {
  /** One page of tiles (PagedGrid): few enough to fit, so the grid never scrolls. */
  tiles: readonly TileRef[];
  pinnedKey: string | null;
  onPin: (key: string | null) => void;
}

/** Everyone at the same size: columns and rows from the count and the space's aspect ratio. */
export function RoomGrid({ tiles, pinnedKey, onPin }: RoomGridProps) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(box);
  const layout = gridLayout(tiles.length, width, height, { gap: GAP });
  return (
    <div ref={box} className="size-full overflow-hidden">
      <ul
        data-testid="room-grid"
        className="mx-auto grid h-full content-center justify-center"
        style={{
          gap: GAP,
          gridTemplateColumns: `repeat(${Math.max(layout.columns, 1)}, ${layout.tileWidth || 0}px)`,
          gridAutoRows: `${layout.tileHeight || 0}px`,
        }}
      >
        {tiles.map((tile) => (
          <li key={tile.key} className="min-h-0 min-w-0" {...tileItemAttributes(tile, 'grid-tile')}>
            <TileView tile={tile} pinnedKey={pinnedKey} onPin={onPin} />
          </li>
        ))}
      </ul>
    </div>
  );
}
