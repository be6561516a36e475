import type { TileRef } from '../core/layout/tiles';
import { tileItemAttributes, TileView } from './tile-view';

interface SpeakerLayoutProps {
  focus: TileRef;
  others: readonly TileRef[];
  pinnedKey: string | null;
  onPin: (key: string | null) => void;
}

/**
 * One tile large (pinned, a shared screen, or the active speaker) and a strip of the others. With
 * 50 people the strip is long and scrolls; tiles scrolled out of sight ask for no video
 * (hooks/use-tile-quality.ts).
 */
export function SpeakerLayout({ focus, others, pinnedKey, onPin }: SpeakerLayoutProps) {
  return (
    <div className="flex size-full flex-col gap-2 md:flex-row">
      <div className="min-h-0 min-w-0 flex-1">
        <TileView tile={focus} pinnedKey={pinnedKey} onPin={onPin} focused />
      </div>
      {others.length > 0 ? (
        <ul className="flex shrink-0 gap-2 overflow-auto md:w-56 md:flex-col">
          {others.map((tile) => (
            <li
              key={tile.key}
              className="aspect-video w-40 shrink-0 md:w-full"
              {...tileItemAttributes(tile, 'strip-tile')}
            >
              <TileView tile={tile} pinnedKey={pinnedKey} onPin={onPin} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
