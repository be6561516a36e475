import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of an element is inside the viewport (an IntersectionObserver on the document):
 * a tile scrolled out of the speaker layout's strip is not. True where the browser has no observer.
 */
export function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest) setOnScreen(latest.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
