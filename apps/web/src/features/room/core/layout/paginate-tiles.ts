import type { TileRef } from './tiles';

export interface PaginateInput {
  /** Every tile in its lasting order (buildTiles: join order, a screen share after its owner). */
  tiles: readonly TileRef[];
  pageSize: number;
  /** The page asked for, counted from 0; clamped into the pages there are. */
  page: number;
  selfId: string | null;
  activeSpeakerId: string | null;
  pinnedKey: string | null;
  /** "Hide self view": my camera tile is left out (my camera keeps publishing). */
  hideSelf: boolean;
}

export interface TilePage {
  /** What the page shows, in order. */
  pageTiles: TileRef[];
  /** At least 1, even with no tiles. */
  pageCount: number;
  /** The page shown, counted from 0: the one asked for, clamped. */
  page: number;
}

/**
 * One page of the grid. Pages cut the tiles' lasting order into runs of `pageSize`; then the tiles
 * that must be in view wherever you look (a pinned tile, a screen share, the active speaker's camera)
 * and are not on this page take its last places, the way Zoom shows a speaker from another page.
 * Only the page you look at changes, and only while the speaker is elsewhere, so a change of speaker
 * never reshuffles the order. A page that is not full takes them in its free places instead.
 */
export function paginateTiles(input: PaginateInput): TilePage {
  const { pageSize, hideSelf, selfId } = input;
  const tiles = hideSelf ? input.tiles.filter((tile) => !isSelfCamera(tile, selfId)) : input.tiles;
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(tiles.length / size));
  const page = Math.min(Math.max(0, Math.floor(input.page) || 0), pageCount - 1);
  const pageTiles = tiles.slice(page * size, (page + 1) * size);

  const mustShow = tilesAlwaysInView(tiles, input).slice(0, size);
  const isMustShow = (tile: TileRef | undefined) => mustShow.some((kept) => kept.key === tile?.key);
  for (const tile of mustShow) {
    if (pageTiles.some((shown) => shown.key === tile.key)) continue;
    if (pageTiles.length < size) {
      pageTiles.push(tile);
      continue;
    }
    // The last place not already taken by another tile that must stay in view.
    const place = pageTiles.findLastIndex((shown) => !isMustShow(shown));
    if (place < 0) break;
    pageTiles[place] = tile;
  }
  return { pageTiles, pageCount, page };
}

/**
 * The tiles every page shows, most important first: a pin (the person chose it), screen shares
 * (the meeting's content), then the active speaker's camera. My own speaking is no reason to move
 * my tile: I know I am talking.
 */
function tilesAlwaysInView(
  tiles: readonly TileRef[],
  { pinnedKey, activeSpeakerId, selfId }: Pick<PaginateInput, 'pinnedKey' | 'activeSpeakerId' | 'selfId'>,
): TileRef[] {
  const pinned = tiles.filter((tile) => tile.key === pinnedKey);
  const screens = tiles.filter((tile) => tile.source === 'screen');
  const speaker = tiles.filter(
    (tile) => tile.source === 'camera' && tile.participantId === activeSpeakerId && activeSpeakerId !== selfId,
  );
  const ordered = [...pinned, ...screens, ...speaker];
  return ordered.filter((tile, index) => ordered.findIndex((other) => other.key === tile.key) === index);
}

export const isSelfCamera = (tile: TileRef, selfId: string | null): boolean =>
  tile.source === 'camera' && tile.participantId === selfId;
