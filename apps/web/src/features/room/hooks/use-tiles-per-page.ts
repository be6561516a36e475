import { useSyncExternalStore } from 'react';
import { DESKTOP_PAGE_SIZE, tilesPerPage } from '../core/layout/page-size';

// A rotated phone or tablet fires resize too (orientationchange is deprecated).
const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

// A number, so React re-renders only when the page size changes, not on every pixel of a resize.
const snapshot = () => tilesPerPage({ width: window.innerWidth, height: window.innerHeight });

/** The grid's tiles per page for this window (core/layout/page-size.ts), kept up to date on resize. */
export function useTilesPerPage(): number {
  return useSyncExternalStore(subscribe, snapshot, () => DESKTOP_PAGE_SIZE);
}
