import { SiteFooter } from '../../components/layouts/site-footer';
import { SiteHeader } from '../../components/layouts/site-header';
import { ClosingSections } from '../../features/marketing/components/closing-sections';
import { FeaturesSection } from '../../features/marketing/components/features-section';
import { HeroSection } from '../../features/marketing/components/hero-section';
import { LandingActions, LandingNav } from '../../features/marketing/components/landing-nav';
import { SplashGate } from '../../features/marketing/components/splash-gate';
import { StatsStrip } from '../../features/marketing/components/stats-strip';
import { TourismSection } from '../../features/marketing/components/tourism-section';
import { useRedirectWhenSignedIn } from '../../features/marketing/hooks/use-redirect-when-signed-in';
import { useScrollToHash } from '../../features/marketing/hooks/use-scroll-to-hash';

// Not MainLayout: the landing header is the one that stays on top and darkens on scroll.
export default function LandingRoute() {
  useRedirectWhenSignedIn();
  useScrollToHash();
  return (
    <SplashGate>
      <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
        <SiteHeader darkOnScroll nav={<LandingNav />} actions={<LandingActions />} />
        <main className="flex-1">
          <HeroSection />
          <StatsStrip />
          <FeaturesSection />
          <TourismSection />
          <ClosingSections />
        </main>
        <SiteFooter />
      </div>
    </SplashGate>
  );
}
