import { describe, expect, it } from 'vitest';
import { gridLayout } from './grid-layout';

const shape = (count: number, width: number, height: number) => {
  const { columns, rows } = gridLayout(count, width, height, { gap: 0 });
  return [columns, rows];
};

describe('gridLayout', () => {
  it('fills a wide screen with columns and a tall one with rows', () => {
    expect(shape(1, 1600, 900)).toEqual([1, 1]);
    expect(shape(2, 1600, 900)).toEqual([2, 1]);
    expect(shape(2, 400, 900)).toEqual([1, 2]);
    expect(shape(4, 1600, 900)).toEqual([2, 2]);
    expect(shape(3, 1600, 900)).toEqual([2, 2]);
    expect(shape(6, 1600, 900)).toEqual([3, 2]);
    expect(shape(6, 600, 1200)).toEqual([1, 6]);
  });

  it('keeps tiles at the aspect ratio and inside the box, gaps included', () => {
    const layout = gridLayout(5, 1000, 600, { gap: 10 });
    expect(layout.tileWidth / layout.tileHeight).toBeCloseTo(16 / 9, 1);
    expect(layout.columns * layout.tileWidth + (layout.columns - 1) * 10).toBeLessThanOrEqual(1000);
    expect(layout.rows * layout.tileHeight + (layout.rows - 1) * 10).toBeLessThanOrEqual(600);
    expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(5);
  });

  it('fits any count; past the minimum tile width it stops shrinking and scrolls', () => {
    const many = gridLayout(1000, 1200, 800, { gap: 0, minTileWidth: 150 });
    expect(many).toMatchObject({ columns: 8, rows: 125, tileWidth: 150 });
    const fits = gridLayout(12, 1200, 800, { gap: 0, minTileWidth: 150 });
    expect(fits.rows * fits.tileHeight).toBeLessThanOrEqual(800);
  });

  it('has nothing to lay out without tiles or room', () => {
    expect(gridLayout(0, 800, 600)).toEqual({ columns: 0, rows: 0, tileWidth: 0, tileHeight: 0 });
    expect(gridLayout(3, 0, 600).columns).toBe(0);
  });
});
