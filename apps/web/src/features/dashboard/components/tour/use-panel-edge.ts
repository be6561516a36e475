import { useEffect, useState, type RefObject } from 'react';

export type PanelEdge = 'top' | 'bottom';

/** The panel's distance from the window's edge (Tailwind's top-4 / bottom-4). */
const EDGE_GAP_PX = 16;

/**
 * Which end of the window the tour panel takes so that it covers as little as possible of the
 * section it points at (docs/product.md, 'Guided tour': on a phone it sat over the tile it highlighted).
 * Decided again while the page scrolls (the section glides into place) and when the window changes.
 */
export function usePanelEdge(targetId: string | null, panel: RefObject<HTMLElement | null>): PanelEdge {
  const [edge, setEdge] = useState<PanelEdge>('bottom');

  useEffect(() => {
    const target = targetId ? document.getElementById(targetId) : null;
    if (!target) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (panel.current)
          setEdge(leastCovering(target.getBoundingClientRect(), panel.current.getBoundingClientRect()));
      });
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [targetId, panel]);

  return edge;
}

/** The edge where a panel of this size would overlap the section least; the bottom on a tie. */
export function leastCovering(
  section: DOMRectReadOnly,
  panel: DOMRectReadOnly,
  windowHeight = window.innerHeight,
): PanelEdge {
  const sideBySide = panel.right <= section.left || section.right <= panel.left;
  if (sideBySide) return 'bottom';
  const overlapWith = (top: number) =>
    Math.max(0, Math.min(top + panel.height, section.bottom) - Math.max(top, section.top));
  const atTop = overlapWith(EDGE_GAP_PX);
  const atBottom = overlapWith(windowHeight - EDGE_GAP_PX - panel.height);
  return atTop < atBottom ? 'top' : 'bottom';
}
