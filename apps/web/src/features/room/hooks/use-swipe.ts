import { useRef, type TouchEvent } from 'react';

// Shorter moves are taps or a shaky finger, not a swipe.
const MIN_DISTANCE = 50;

interface SwipeHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
}

/**
 * Touch handlers that call `onNext` for a swipe to the left (the next page comes in from the
 * right, as in a photo gallery) and `onPrevious` for one to the right. A mostly vertical move is
 * left to the browser.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      // A second finger is a pinch, not a swipe.
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
  };
}
