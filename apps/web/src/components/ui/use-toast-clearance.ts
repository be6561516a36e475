import { useEffect, useState } from 'react';

/** Marks an element toasts must never cover, such as a dialog's title and close button. */
export const TOAST_KEEP_CLEAR = { 'data-toast-keep-clear': '' } as const;

/**
 * Marks a dialog's whole panel: toasts go below it when the window has room for one there, so they
 * cover none of it (on a phone a toast under the title hid the line saying where a code went);
 * otherwise only the parts marked TOAST_KEEP_CLEAR are kept clear.
 */
export const TOAST_BELOW_WHEN_ROOM = { 'data-toast-below-when-room': '' } as const;

/** Height a toast needs below a panel: a two-line toast and the gaps around it. */
const TOAST_ROOM_PX = 96;

// Also the page's banner, with the signed-in name and Logout: a <header> that is not part of an
// article, section or other landmark (the invitation card has a <header> of its own).
const KEEP_CLEAR =
  'header:not(:is(article, aside, main, nav, section) header), [data-toast-keep-clear], [data-toast-below-when-room]';

/** How far down toasts must start to stay clear of `element`. */
function clearEdgeOf(element: Element): number {
  const { bottom } = element.getBoundingClientRect();
  if (!element.hasAttribute('data-toast-below-when-room')) return bottom;
  return window.innerHeight - bottom >= TOAST_ROOM_PX ? bottom : 0;
}

/**
 * The lowest edge, in pixels from the top of the window, of what toasts must stay below: the
 * site header while it shows and an open dialog (all of it when there is room below it, else its
 * header); 0 when nothing needs keeping clear.
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
        const edges = watched.map(clearEdgeOf);
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
