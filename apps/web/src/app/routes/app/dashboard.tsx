import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { UserSummary } from '../../../features/dashboard/components/user-summary';

export default function DashboardRoute() {
  const { t } = useTranslation('dashboard');
  return <ContentLayout title={t('title')} actions={<UserSummary />} />;
}
