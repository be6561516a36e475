import { useEffect, useState } from 'react';

// The page's banner: a <header> that is not part of an article, section or other landmark
// (the invitation card has a <header> of its own).
const SITE_HEADER = 'header:not(:is(article, aside, main, nav, section) header)';

/**
 * Where the site header ends on screen, in pixels from the top of the window; 0 once it has
 * scrolled away or while there is none. Each page renders its own header (lazy pages render it
 * late), so it is looked up again whenever the page changes; its size is followed with a
 * ResizeObserver (it wraps onto more lines on phones), and scrolling is measured once a frame.
 */
export function useSiteHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);

  useEffect(() => {
    // jsdom (unit tests) has no layout and no ResizeObserver.
    if (typeof ResizeObserver === 'undefined') return;
    let header: Element | null = null;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setBottom(header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0),
      );
    };
    const sizes = new ResizeObserver(measure);
    const follow = () => {
      const found = document.querySelector(SITE_HEADER);
      if (found === header) return;
      if (header) sizes.unobserve(header);
      header = found;
      if (header) sizes.observe(header);
      measure();
    };
    follow();
    const pages = new MutationObserver(follow);
    pages.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      pages.disconnect();
      sizes.disconnect();
      window.removeEventListener('scroll', measure);
    };
  }, []);

  return bottom;
}
