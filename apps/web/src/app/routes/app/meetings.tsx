import { useTranslation } from 'react-i18next';
import { ContentLayout } from '../../../components/layouts/content-layout';

export default function MeetingsRoute() {
  const { t } = useTranslation('meetings');
  return <ContentLayout title={t('list.title')} />;
}
