import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * The splash's steps the app acts on, in ms after the splash appeared (docs/product.md, 'Landing page'): the
 * page stops being inert when the veil starts fading, and the veil leaves the page once faded (its fade
 * lasts 500 ms). The logo and the growing mark are CSS only (index.css).
 */
const STEPS = [
  ['complete', 1500],
  ['gone', 2000],
] as const;

/** 'start': the veil covers the page, which is inert. */
export type SplashStage = 'start' | (typeof STEPS)[number][0];

// Once per page load: coming back to the landing page from /pricing should not replay it.
let played = false;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  // Without matchMedia (jsdom, very old browsers) nothing says that motion is welcome.
  return typeof window.matchMedia !== 'function' || window.matchMedia(REDUCED_MOTION).matches;
}
const noSubscription = () => () => undefined;

/**
 * How long the veil's CSS animations have been playing: on a prerendered page they start with its first
 * paint, before the app does (decision record 067). 0 where the browser cannot tell (no Web Animations).
 */
function playedFor(veil: HTMLElement | null): number {
  const time = veil?.getAnimations?.()[0]?.currentTime;
  return typeof time === 'number' ? time : 0;
}

/**
 * The current splash step; 'gone' for people who prefer reduced motion (CSS hides the veil for them from
 * the first paint). Rendering to HTML at build time and hydrating that HTML (decision record 067), it is
 * 'complete' (the veil shown, the page not inert, so a page whose app is still on its way is never left
 * inert: the veil itself catches clicks while it shows), which makes the app's first render that HTML;
 * the render right after hydration has the real step.
 */
export function useSplash(veil: RefObject<HTMLElement | null>): SplashStage {
  const [initial] = useState<SplashStage>(() => (played ? 'gone' : 'start'));
  const [stage, setStage] = useState(initial);
  const drawnByApp = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const reducedMotion = useSyncExternalStore(noSubscription, prefersReducedMotion, () => false);
  const skipped = initial === 'gone' || reducedMotion;

  useEffect(() => {
    if (skipped) return;
    played = true;
    const elapsed = playedFor(veil.current);
    const timers = STEPS.map(([next, at]) => setTimeout(() => setStage(next), Math.max(0, at - elapsed)));
    return () => timers.forEach(clearTimeout);
  }, [skipped, veil]);

  if (skipped) return 'gone';
  if (!drawnByApp && stage === 'start') return 'complete';
  return stage;
}
