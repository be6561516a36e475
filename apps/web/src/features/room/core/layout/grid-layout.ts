export interface GridLayout {
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
}

export interface GridOptions {
  /** Width over height of a tile. */
  aspect?: number;
  gap?: number;
}

/**
 * The grid for `count` tiles in a `width` x `height` box: tries every column count and keeps the
 * one that gives the largest tiles at the tile aspect ratio, so a wide window gets more columns
 * and a tall one more rows. On a tie (two tiles fit equally well side by side or stacked) the
 * shape follows the box: side by side when it is wider than a tile, stacked otherwise. Every tile
 * fits: a large meeting is shown a page at a time (paginate-tiles.ts), never as a scrolling grid.
 */
export function gridLayout(count: number, width: number, height: number, options: GridOptions = {}): GridLayout {
  const { aspect = 16 / 9, gap = 8 } = options;
  if (count <= 0 || width <= 0 || height <= 0) return { columns: 0, rows: 0, tileWidth: 0, tileHeight: 0 };
  const wide = width / height >= aspect;
  let best: GridLayout = { columns: 1, rows: count, tileWidth: 0, tileHeight: 0 };
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    const cellWidth = (width - gap * (columns - 1)) / columns;
    const cellHeight = (height - gap * (rows - 1)) / rows;
    const tileWidth = Math.min(cellWidth, cellHeight * aspect);
    const better = tileWidth > best.tileWidth + 0.5 || (wide && tileWidth > best.tileWidth - 0.5);
    if (better) best = { columns, rows, tileWidth, tileHeight: tileWidth / aspect };
  }
  return round(best);
}

const round = (layout: GridLayout): GridLayout => ({
  ...layout,
  tileWidth: Math.floor(layout.tileWidth),
  tileHeight: Math.floor(layout.tileHeight),
});
