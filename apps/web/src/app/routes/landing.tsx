import { MainLayout } from '../../components/layouts/main-layout';
import { HeroSection } from '../../features/marketing/components/hero-section';
import { LandingActions, LandingNav } from '../../features/marketing/components/landing-nav';
import { LandingSections } from '../../features/marketing/components/landing-sections';
import { useRedirectWhenSignedIn } from '../../features/marketing/hooks/use-redirect-when-signed-in';

export default function LandingRoute() {
  useRedirectWhenSignedIn();
  return (
    <MainLayout wide nav={<LandingNav />} actions={<LandingActions />}>
      <HeroSection />
      <LandingSections />
    </MainLayout>
  );
}
