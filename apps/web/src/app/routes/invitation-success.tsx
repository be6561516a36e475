import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../components/layouts/content-layout';

export default function InvitationSuccessRoute() {
  const { t } = useTranslation('invitations');
  return <ContentLayout title={t('success.title')} />;
}
