import { useRef, type ReactNode } from 'react';
import { useSplash } from '../hooks/use-splash';
import { SplashScreen } from './splash-screen';

/**
 * Shows the splash over the page (docs/product.md, 'Landing page'; decision records 060 and 067). The page is
 * rendered and painted at once beneath it, fully opaque, so its hero is what the browser paints first
 * and what it measures as the largest paint; the splash is only an overlay that fades away, which is
 * what the visitor sees as the page fading in. The page is inert while covered, so no keyboard focus
 * lands on what cannot be seen, and its layout is final before the splash goes: nothing shifts.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const veil = useRef<HTMLDivElement>(null);
  const stage = useSplash(veil);
  const covered = stage === 'start';
  return (
    <>
      {stage !== 'gone' && <SplashScreen veilRef={veil} />}
      <div inert={covered}>{children}</div>
    </>
  );
}
