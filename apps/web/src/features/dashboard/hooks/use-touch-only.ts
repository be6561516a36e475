import { useSyncExternalStore } from 'react';

/**
 * A screen without hover or with a coarse pointer: a phone or tablet, where there is no keyboard to press
 * the dashboard's N, S, J and M on (docs/product.md, 'Dashboard shortcuts'). Either sign is enough: some
 * phone browsers report hover while their pointer is a finger, and the other way round.
 */
export const TOUCH_ONLY_QUERY = '(hover: none), (pointer: coarse)';

function media(): MediaQueryList | null {
  // Without matchMedia (very old browsers) nothing says the screen is touch only.
  return typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_ONLY_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether this screen is touch only; follows a change (a tablet docked to a keyboard and mouse). */
export function useTouchOnly(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
