import { useEffect, useEffectEvent, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)];
}

interface FocusTrapOptions {
  onEscape: () => void;
  /** Where focus goes first; defaults to the container's first focusable element. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * Keeps keyboard focus inside `container` while mounted (WAI-ARIA dialog pattern): focus moves in
 * on mount, Tab and Shift+Tab wrap around, focus that lands outside is pulled back, focus lost
 * with removed or disabled content goes to the container, Escape calls `onEscape`, and on unmount
 * focus returns to whatever had it before (the button that opened it).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, options: FocusTrapOptions) {
  const escape = useEffectEvent(() => options.onEscape());
  const firstFocus = useEffectEvent(() => options.initialFocus?.());

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusInside = () => (firstFocus() ?? focusableIn(element)[0] ?? element).focus();
    focusInside();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape();
      } else if (event.key === 'Tab') {
        wrapTab(event, element);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) focusInside();
    };
    // Content that replaces the focused element (a form giving way to its result) or disables it
    // drops focus to <body> without any focus event. Back to the container itself, which a screen
    // reader announces by name, rather than jumping to a field the person did not choose.
    const focusLost = new MutationObserver(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) element.focus();
    });
    focusLost.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      focusLost.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // The opener may be gone (the dialog's action navigated away); then there is nothing to return to.
      if (opener?.isConnected) opener.focus();
    };
  }, [container]);
}

function wrapTab(event: KeyboardEvent, container: HTMLElement) {
  const focusable = focusableIn(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
