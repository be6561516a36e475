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

  it("fits a full page in the box without scrolling: a desktop's 25, a phone's 4 upright", () => {
    const desktop = gridLayout(25, 1200, 640, { gap: 8 });
    expect(desktop).toMatchObject({ columns: 5, rows: 5 });
    expect(desktop.rows * desktop.tileHeight + 4 * 8).toBeLessThanOrEqual(640);
    const phone = gridLayout(4, 370, 600, { gap: 8 });
    expect(phone.columns * phone.rows).toBeGreaterThanOrEqual(4);
    expect(phone.rows * phone.tileHeight + (phone.rows - 1) * 8).toBeLessThanOrEqual(600);
    expect(phone.columns * phone.tileWidth + (phone.columns - 1) * 8).toBeLessThanOrEqual(370);
  });

  it('has nothing to lay out without tiles or room', () => {
    expect(gridLayout(0, 800, 600)).toEqual({ columns: 0, rows: 0, tileWidth: 0, tileHeight: 0 });
    expect(gridLayout(3, 0, 600).columns).toBe(0);
  });
});
