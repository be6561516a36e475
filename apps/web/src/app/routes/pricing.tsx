import { useTranslation } from 'react-i18next';
import { MainLayout } from '../../components/layouts/main-layout';
import { PageHeading } from '../../components/ui/page-heading';
import { PlanComparison } from '../../features/marketing/components/plan-comparison';
import { PricingFaq } from '../../features/marketing/components/pricing-faq';
import { PricingNav } from '../../features/marketing/components/pricing-nav';
import { PricingPlans } from '../../features/marketing/components/pricing-plans';
import { PricingTestimonials } from '../../features/marketing/components/pricing-testimonials';
import { TrustBadges } from '../../features/marketing/components/trust-badges';
import { useScrollToHash } from '../../features/marketing/hooks/use-scroll-to-hash';

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
