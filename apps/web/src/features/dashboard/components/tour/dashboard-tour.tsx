import type { Guide } from '#web/features/dashboard/hooks/use-guide.ts';
import { TourLauncher } from './tour-launcher';
import { TourPanel } from './tour-panel';
import { WelcomeSplash } from './welcome-splash';

/** The guided tour's moving parts: first-visit splash, side panel, floating buttons. */
export function DashboardTour({ guide }: { guide: Guide }) {
  return (
    <>
      <WelcomeSplash guide={guide} />
      <TourPanel guide={guide} />
      <TourLauncher guide={guide} />
    </>
  );
}
