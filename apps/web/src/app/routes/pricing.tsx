import { useTranslation } from 'react-i18next';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { PlanComparison } from '#web/features/marketing/components/plan-comparison.tsx';
import { PricingFaq } from '#web/features/marketing/components/pricing-faq.tsx';
import { PricingNav } from '#web/features/marketing/components/pricing-nav.tsx';
import { PricingPlans } from '#web/features/marketing/components/pricing-plans.tsx';
import { PricingTestimonials } from '#web/features/marketing/components/pricing-testimonials.tsx';
import { TrustBadges } from '#web/features/marketing/components/trust-badges.tsx';
import { useScrollToHash } from '#web/features/marketing/hooks/use-scroll-to-hash.ts';

export default function PricingRoute() {
  const { t } = useTranslation('marketing');
  useScrollToHash();
  return (
    <MainLayout nav={<PricingNav />}>
      <PageHeading title={t('pricing.title')} description={t('pricing.description')} />
      <PricingPlans />
      <TrustBadges />
      <PlanComparison />
      <PricingTestimonials />
      <PricingFaq />
    </MainLayout>
  );
}
