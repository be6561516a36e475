/** The window's inner size in CSS pixels (not the grid's box: the page size follows the device). */
export interface WindowSize {
  width: number;
  height: number;
}

/** From this window width on, a desktop page of 25 tiles (5 x 5 still leaves readable tiles). */
export const DESKTOP_MIN_WIDTH = 1024;
/** From this width on, a tablet page of 9 (3 x 3); below it a phone's 4 or 6. */
export const TABLET_MIN_WIDTH = 640;

export const DESKTOP_PAGE_SIZE = 25;
export const TABLET_PAGE_SIZE = 9;
export const PHONE_PORTRAIT_PAGE_SIZE = 4;
export const PHONE_LANDSCAPE_PAGE_SIZE = 6;

/**
 * How many camera tiles one page of the grid shows in a window of this size. Decoding and drawing
 * every camera of a 50-person meeting would overload a phone and shrink tiles to stamps on a
 * laptop, so the grid shows a page at a time. A phone held upright (taller than wide) fits 2 x 2,
 * on its side 3 x 2.
 */
export function tilesPerPage({ width, height }: WindowSize): number {
  if (width >= DESKTOP_MIN_WIDTH) return DESKTOP_PAGE_SIZE;
  if (width >= TABLET_MIN_WIDTH) return TABLET_PAGE_SIZE;
  return height > width ? PHONE_PORTRAIT_PAGE_SIZE : PHONE_LANDSCAPE_PAGE_SIZE;
}
