import type { ReactNode } from 'react';
import { useSplash } from '../hooks/use-splash';
import { SplashScreen } from './splash-screen';

/**
 * Shows the splash over the page, then fades the page in. The page is rendered (and inert) all the
 * while, so its layout is final before anyone sees it and nothing shifts when the splash ends.
 */
export function SplashGate({ children }: { children: ReactNode }) {
  const stage = useSplash();
  const covered = stage === 'start' || stage === 'logo' || stage === 'expand';
  return (
    <>
      <SplashScreen stage={stage} />
      <div inert={covered} className={covered ? 'opacity-0' : 'opacity-100 transition-opacity duration-500'}>
        {children}
      </div>
    </>
  );
}
