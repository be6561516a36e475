import { useTranslation } from 'react-i18next';
import { DashboardBackLink } from '#web/components/layouts/dashboard-back-link.tsx';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { AccountPage } from '#web/features/account/components/account-page.tsx';
import { BillingSection } from '#web/features/billing/components/billing-section.tsx';
import { RecordingStorageUsage } from '#web/features/recordings/components/recording-storage-usage.tsx';

/**
 * /account, reached from the dashboard header (docs/product.md, 'Account page'), with the recordings feature's
 * storage use in the plan card and the billing feature's 'Plan and billing', where checkout returns.
 */
export default function AccountRoute() {
  const { t } = useTranslation('account');
  return (
    <MainLayout nav={<DashboardBackLink label={t('backToDashboard')} />}>
      <PageHeading title={t('title')} description={t('description')} />
      <AccountPage recordingStorage={<RecordingStorageUsage />} billing={<BillingSection />} />
    </MainLayout>
  );
}
