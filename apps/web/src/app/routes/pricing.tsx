import { useTranslation } from 'react-i18next';
import { MainLayout } from '../../components/layouts/main-layout';
import { PageHeading } from '../../components/ui/page-heading';
import { PricingNav } from '../../features/marketing/components/pricing-nav';
import { PricingPlans } from '../../features/marketing/components/pricing-plans';

export default function PricingRoute() {
  const { t } = useTranslation('marketing');
  return (
    <MainLayout nav={<PricingNav />}>
      <PageHeading title={t('pricing.title')} description={t('pricing.description')} />
      <PricingPlans />
    </MainLayout>
  );
}
