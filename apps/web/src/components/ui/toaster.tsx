import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../../config/constants';
import { useSiteHeaderBottom } from './use-site-header-bottom';

// The toast library is not needed to show the landing page, so it loads after the first render.
// Toasts raised before it is mounted are not lost: sonner replays active toasts to a new Toaster.
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Space between the header's lower edge and the first toast. */
const GAP_BELOW_HEADER_PX = 8;

/**
 * Toasts top-right for 4 seconds (spec sections 2 and 9), below the site header while it shows:
 * at the very top they covered the signed-in name and Logout for 4 s after signing in and caught
 * clicks meant for them (issue 12, defect 6). Phones get the same offset (sonner's `mobileOffset`).
 */
export function Toaster() {
  const headerBottom = useSiteHeaderBottom();
  // Once the header has scrolled away, sonner's own distance from the top applies.
  const offset = headerBottom > 0 ? { top: headerBottom + GAP_BELOW_HEADER_PX } : undefined;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" duration={TOAST_DURATION_MS} offset={offset} mobileOffset={offset} />
    </Suspense>
  );
}
