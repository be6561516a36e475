import { useEffect } from 'react';

// Only ring and scroll-margin classes: the sections keep their own shape, and removing a class they
// had would change it. The margin keeps the ring in view above the section once scrolled to.
const highlight = ['ring-4', 'ring-indigo-400', 'ring-offset-4', 'scroll-mt-4'];

/**
 * Scrolls the step's section to the top of the window and rings it while the step is shown. At
 * the top, not in the middle: the tour panel takes the other end of the window (see
 * usePanelEdge), and on a phone a centred section reached down under it.
 */
export function useSpotlight(targetId: string | null) {
  useEffect(() => {
    const target = targetId ? document.getElementById(targetId) : null;
    if (!target) return;
    target.classList.add(...highlight);
    // jsdom has no layout, so no scrollIntoView; browsers all do.
    target.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    return () => target.classList.remove(...highlight);
  }, [targetId]);
}
