import { useEffect, useState } from 'react';

/** Marks an element toasts must never cover, such as a dialog's title and close button. */
export const TOAST_KEEP_CLEAR = { 'data-toast-keep-clear': '' } as const;

// Also the page's banner, with the signed-in name and Logout: a <header> that is not part of an
// article, section or other landmark (the invitation card has a <header> of its own).
const KEEP_CLEAR = 'header:not(:is(article, aside, main, nav, section) header), [data-toast-keep-clear]';

/**
 * The lowest edge, in pixels from the top of the window, of what toasts must stay below: the
 * site header while it shows and the header of an open dialog; 0 when nothing needs keeping clear.
 * Pages and dialogs come and go (lazy pages render their header late), so the elements are looked
 * up again whenever the page changes; their sizes are followed with a ResizeObserver (the site
 * header wraps onto more lines on phones), and scrolling is measured once a frame.
 */
export function useToastClearance(): number {
  const [bottom, setBottom] = useState(0);

  useEffect(() => {
    // jsdom (unit tests) has no layout and no ResizeObserver.
    if (typeof ResizeObserver === 'undefined') return;
    let watched: Element[] = [];
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const edges = watched.map((element) => element.getBoundingClientRect().bottom);
        setBottom(Math.round(Math.max(0, ...edges)));
      });
    };
    const sizes = new ResizeObserver(measure);
    const follow = () => {
      const found = [...document.querySelectorAll(KEEP_CLEAR)];
      if (found.length === watched.length && found.every((element, index) => element === watched[index])) return;
      sizes.disconnect();
      for (const element of found) sizes.observe(element);
      watched = found;
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
