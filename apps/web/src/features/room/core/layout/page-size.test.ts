import { describe, expect, it } from 'vitest';
import { tilesPerPage } from './page-size';

describe('tilesPerPage', () => {
  it('gives a desktop window 25 tiles from 1024 px wide on', () => {
    expect(tilesPerPage({ width: 1920, height: 1080 })).toBe(25);
    expect(tilesPerPage({ width: 1024, height: 768 })).toBe(25);
    // A tall desktop window is still a desktop.
    expect(tilesPerPage({ width: 1024, height: 1366 })).toBe(25);
  });

  it('gives a tablet-sized window 9 tiles from 640 to 1023 px, in either orientation', () => {
    expect(tilesPerPage({ width: 1023, height: 768 })).toBe(9);
    expect(tilesPerPage({ width: 768, height: 1024 })).toBe(9);
    expect(tilesPerPage({ width: 640, height: 360 })).toBe(9);
  });

  it('gives a phone 4 tiles held upright and 6 on its side', () => {
    expect(tilesPerPage({ width: 390, height: 844 })).toBe(4);
    expect(tilesPerPage({ width: 639, height: 900 })).toBe(4);
    expect(tilesPerPage({ width: 600, height: 390 })).toBe(6);
    // A square window is not taller than wide: landscape.
    expect(tilesPerPage({ width: 500, height: 500 })).toBe(6);
  });
});
