import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { paths } from '#web/config/paths.ts';
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
    <MainLayout
      nav={
        <Link
          to={paths.app.dashboard.getHref()}
          className="inline-flex items-center gap-1 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('backToDashboard')}
        </Link>
      }
    >
      <PageHeading title={t('title')} description={t('description')} />
      <AccountPage recordingStorage={<RecordingStorageUsage />} billing={<BillingSection />} />
    </MainLayout>
  );
}
