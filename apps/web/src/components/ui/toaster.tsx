import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '#web/config/constants.ts';
import { useToastClearance } from './use-toast-clearance';

// The toast library is not needed to show the landing page, so it loads after the first render.
// Toasts raised before it is mounted are not lost: sonner replays active toasts to a new Toaster.
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Space between what is kept clear and the first toast. */
const GAP_PX = 8;

/**
 * Toasts top-right for 4 seconds (docs/product.md, 'Screens and routes'), below the site header while it shows
 * and below an open dialog's title and close button: at the very top they covered the signed-in
 * name and Logout for 4 s after signing in and caught clicks meant for them (docs/product.md, 'Screens and routes').
 * Phones, where toasts span the width, get the same offset (sonner's `mobileOffset`).
 */
export function Toaster() {
  const clearance = useToastClearance();
  // With nothing to keep clear (the header scrolled away), sonner's own distance from the top applies.
  const offset = clearance > 0 ? { top: clearance + GAP_PX } : undefined;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" duration={TOAST_DURATION_MS} offset={offset} mobileOffset={offset} />
    </Suspense>
  );
}
