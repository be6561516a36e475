import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../components/layouts/content-layout';

export default function InvitationRoute() {
  const { t } = useTranslation('invitations');
  return <ContentLayout title={t('page.title')} />;
}
