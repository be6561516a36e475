import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paginateTiles } from '../core/layout/paginate-tiles';
import type { TileRef } from '../core/layout/tiles';
import { useSwipe } from '../hooks/use-swipe';
import { useTilesPerPage } from '../hooks/use-tiles-per-page';
import { GridPager } from './grid-pager';
import { RoomGrid } from './room-grid';

interface PagedGridProps {
  tiles: readonly TileRef[];
  selfId: string | null;
  activeSpeakerId: string | null;
  pinnedKey: string | null;
  hideSelf: boolean;
  onPin: (key: string | null) => void;
}

/**
 * The grid view a page at a time (as many tiles as the window takes, core/layout/page-size.ts),
 * with arrows, a page indicator and swipes between pages. The active speaker, a pin and a screen
 * share are on every page (core/layout/paginate-tiles.ts).
 */
export function PagedGrid({ tiles, selfId, activeSpeakerId, pinnedKey, hideSelf, onPin }: PagedGridProps) {
  const { t } = useTranslation('room');
  const pageSize = useTilesPerPage();
  const [wanted, setWanted] = useState(0);
  const { pageTiles, pageCount, page } = paginateTiles({
    tiles,
    pageSize,
    page: wanted,
    selfId,
    activeSpeakerId,
    pinnedKey,
    hideSelf,
  });
  // People left (or the window grew) and the page asked for is gone: remember the page shown
  // instead, so that people joining again do not send the viewer back to a later page.
  if (page !== wanted) setWanted(page);
  const swipe = useSwipe(
    () => setWanted(Math.min(page + 1, pageCount - 1)),
    () => setWanted(Math.max(page - 1, 0)),
  );

  if (pageTiles.length === 0 && hideSelf) {
    return <p className="flex size-full items-center justify-center text-sm text-slate-400">{t('grid.selfHidden')}</p>;
  }
  return (
    // touch-pan-y: a sideways swipe is ours, not the browser's (no horizontal panning or back gesture).
    <div className="flex size-full touch-pan-y flex-col" {...swipe}>
      <div className="min-h-0 flex-1">
        <RoomGrid tiles={pageTiles} pinnedKey={pinnedKey} onPin={onPin} />
      </div>
      {pageCount > 1 ? <GridPager page={page} pageCount={pageCount} onPage={setWanted} /> : null}
    </div>
  );
}
