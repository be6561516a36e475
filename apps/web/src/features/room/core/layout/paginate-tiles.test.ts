import { describe, expect, it } from 'vitest';
import { participant } from '#web/features/room/testing/room-fixtures.ts';
import { paginateTiles, type PaginateInput } from './paginate-tiles';
import { buildTiles } from './tiles';

// p0 is me; p1 ... p(n-1) the others, in join order.
const people = (count: number, screenSharer?: string) =>
  Array.from({ length: count }, (_, index) =>
    participant(`p${index}`, { screenSharing: `p${index}` === screenSharer }),
  );

const page = (overrides: Partial<PaginateInput> & Pick<PaginateInput, 'tiles'>) =>
  paginateTiles({
    pageSize: 4,
    page: 0,
    selfId: 'p0',
    activeSpeakerId: null,
    pinnedKey: null,
    hideSelf: false,
    ...overrides,
  });

const ids = (tiles: readonly { key: string }[]) => tiles.map((tile) => tile.key.replace(':camera', ''));

describe('paginateTiles', () => {
  it('cuts the tiles into pages of the page size, always at least one page', () => {
    expect(page({ tiles: buildTiles(people(50)), pageSize: 25 }).pageCount).toBe(2);
    expect(page({ tiles: buildTiles(people(51)), pageSize: 25 }).pageCount).toBe(3);
    expect(page({ tiles: buildTiles(people(9)), pageSize: 9 }).pageCount).toBe(1);
    expect(page({ tiles: [], pageSize: 9 })).toEqual({ pageTiles: [], pageCount: 1, page: 0 });

    const second = page({ tiles: buildTiles(people(10)), page: 1 });
    expect(ids(second.pageTiles)).toEqual(['p4', 'p5', 'p6', 'p7']);
    const last = page({ tiles: buildTiles(people(10)), page: 2 });
    expect(ids(last.pageTiles)).toEqual(['p8', 'p9']);
  });

  it('keeps the page valid when people leave or the page size grows', () => {
    // Looking at page 3 of 3 when four people leave: only 2 pages are left.
    const fewer = page({ tiles: buildTiles(people(6)), page: 2 });
    expect(fewer.page).toBe(1);
    expect(ids(fewer.pageTiles)).toEqual(['p4', 'p5']);
    expect(page({ tiles: buildTiles(people(30)), pageSize: 25, page: 6 }).page).toBe(1);
    expect(page({ tiles: buildTiles(people(3)), page: -1 }).page).toBe(0);
  });

  it("shows a speaker from another page in place of this page's last tile, the rest in order", () => {
    const tiles = buildTiles(people(10));
    const first = page({ tiles, activeSpeakerId: 'p9' });
    expect(ids(first.pageTiles)).toEqual(['p0', 'p1', 'p2', 'p9']);
    const second = page({ tiles, page: 1, activeSpeakerId: 'p1' });
    expect(ids(second.pageTiles)).toEqual(['p4', 'p5', 'p6', 'p1']);
    // The next speaker takes the same place; nobody else moves.
    expect(ids(page({ tiles, activeSpeakerId: 'p5' }).pageTiles)).toEqual(['p0', 'p1', 'p2', 'p5']);
    // The speaker's own page is unchanged.
    expect(ids(page({ tiles, page: 2, activeSpeakerId: 'p9' }).pageTiles)).toEqual(['p8', 'p9']);
  });

  it('leaves the page alone when the speaker is already on it or is me', () => {
    const tiles = buildTiles(people(10));
    expect(ids(page({ tiles, activeSpeakerId: 'p2' }).pageTiles)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(ids(page({ tiles, page: 1, activeSpeakerId: 'p0' }).pageTiles)).toEqual(['p4', 'p5', 'p6', 'p7']);
    expect(ids(page({ tiles, activeSpeakerId: 'gone' }).pageTiles)).toEqual(['p0', 'p1', 'p2', 'p3']);
  });

  it('puts the speaker in a free place of a page that is not full', () => {
    const tiles = buildTiles(people(10));
    expect(ids(page({ tiles, page: 2, activeSpeakerId: 'p3' }).pageTiles)).toEqual(['p8', 'p9', 'p3']);
  });

  it('keeps a pinned tile and a screen share on every page, before the speaker', () => {
    const tiles = buildTiles(people(10, 'p7'));
    expect(ids(tiles)).toContain('p7:screen');
    const first = page({ tiles, pinnedKey: 'p6:camera', activeSpeakerId: 'p9' });
    expect(ids(first.pageTiles)).toEqual(['p0', 'p9', 'p7:screen', 'p6']);
    // With no room for the speaker, the pin and the screen share win.
    const tiny = page({ tiles, pageSize: 2, pinnedKey: 'p6:camera', activeSpeakerId: 'p9' });
    expect(ids(tiny.pageTiles)).toEqual(['p7:screen', 'p6']);
    // On its own page (p0-p3 | p4-p7 | p7:screen p8 p9) the screen share stays where it is.
    expect(ids(page({ tiles, page: 2, activeSpeakerId: 'p1' }).pageTiles)).toEqual(['p7:screen', 'p8', 'p9', 'p1']);
  });

  it('leaves my camera out when I hide my self view, and counts pages without it', () => {
    const tiles = buildTiles(people(5));
    expect(page({ tiles }).pageCount).toBe(2);
    const hidden = page({ tiles, hideSelf: true });
    expect(hidden.pageCount).toBe(1);
    expect(ids(hidden.pageTiles)).toEqual(['p1', 'p2', 'p3', 'p4']);
    // A pin on my hidden camera brings nothing back.
    expect(ids(page({ tiles, hideSelf: true, pinnedKey: 'p0:camera' }).pageTiles)).not.toContain('p0');
    // Alone with my self view hidden: an empty page.
    expect(page({ tiles: buildTiles(people(1)), hideSelf: true })).toEqual({ pageTiles: [], pageCount: 1, page: 0 });
    // My screen share is still a tile.
    const sharing = page({ tiles: buildTiles(people(2, 'p0')), hideSelf: true });
    expect(ids(sharing.pageTiles)).toEqual(['p0:screen', 'p1']);
  });
});
