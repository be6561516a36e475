import { useEffect } from 'react';

// Only ring classes: the sections keep their own shape, and removing a class they had would change it.
const highlight = ['ring-4', 'ring-indigo-400', 'ring-offset-4'];

/** Scrolls the step's section into view and rings it while the step is shown. */
export function useSpotlight(targetId: string | null) {
  useEffect(() => {
    const target = targetId ? document.getElementById(targetId) : null;
    if (!target) return;
    // jsdom has no layout, so no scrollIntoView; browsers all do.
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    target.classList.add(...highlight);
    return () => target.classList.remove(...highlight);
  }, [targetId]);
}
