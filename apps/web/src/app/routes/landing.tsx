import { SiteFooter } from '#web/components/layouts/site-footer.tsx';
import { SiteHeader } from '#web/components/layouts/site-header.tsx';
import { ClosingSections } from '#web/features/marketing/components/closing-sections.tsx';
import { FeaturesSection } from '#web/features/marketing/components/features-section.tsx';
import { HeroSection } from '#web/features/marketing/components/hero-section.tsx';
import { LandingActions, LandingNav } from '#web/features/marketing/components/landing-nav.tsx';
import { SplashGate } from '#web/features/marketing/components/splash-gate.tsx';
import { StatsStrip } from '#web/features/marketing/components/stats-strip.tsx';
import { TourismSection } from '#web/features/marketing/components/tourism-section.tsx';
import { useRedirectWhenSignedIn } from '#web/features/marketing/hooks/use-redirect-when-signed-in.ts';
import { useScrollToHash } from '#web/features/marketing/hooks/use-scroll-to-hash.ts';

// Not MainLayout: the landing header is the one that stays on top and darkens on scroll.
export default function LandingRoute() {
  useRedirectWhenSignedIn();
  useScrollToHash();
  return (
    <SplashGate>
      <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
        <SiteHeader darkOnScroll menu nav={<LandingNav />} actions={<LandingActions />} />
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
