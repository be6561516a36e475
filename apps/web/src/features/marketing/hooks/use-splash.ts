import { useEffect, useState } from 'react';

/** The splash's steps and when each begins, in ms after the landing page mounts (docs/product.md, 'Landing page'). */
const STEPS = [
  ['logo', 500],
  ['expand', 1000],
  ['complete', 1500],
  // The splash has faded out by now (its transition lasts 500 ms) and leaves the page.
  ['gone', 2000],
] as const;

export type SplashStage = 'start' | (typeof STEPS)[number][0];

// Once per page load: coming back to the landing page from /pricing should not replay it.
let played = false;

function prefersReducedMotion(): boolean {
  // Without matchMedia (jsdom, very old browsers) nothing says that motion is welcome.
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The current splash step; 'gone' from the start for people who prefer reduced motion. */
export function useSplash(): SplashStage {
  const [initial] = useState<SplashStage>(() => (played || prefersReducedMotion() ? 'gone' : 'start'));
  const [stage, setStage] = useState(initial);

  useEffect(() => {
    if (initial === 'gone') return;
    played = true;
    const timers = STEPS.map(([next, at]) => setTimeout(() => setStage(next), at));
    return () => timers.forEach(clearTimeout);
  }, [initial]);

  return stage;
}
