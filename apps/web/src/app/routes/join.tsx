import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../components/layouts/content-layout';

export default function JoinRoute() {
  const { t } = useTranslation('room');
  return <ContentLayout title={t('join.title')} />;
}
