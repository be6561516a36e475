import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../../config/constants';

// The toast library is not needed to show the landing page, so it loads after the first render.
// Toasts raised before it is mounted are not lost: sonner replays active toasts to a new Toaster.
const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Toasts top-right for 4 seconds (spec sections 2 and 9). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="top-right" duration={TOAST_DURATION_MS} />
    </Suspense>
  );
}
