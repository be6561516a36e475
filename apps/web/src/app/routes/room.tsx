import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';

export default function RoomRoute() {
  const { t } = useTranslation('room');
  const { meetingCode = '' } = useParams();
  return <ContentLayout title={t('room.title')} description={t('room.code', { code: meetingCode })} />;
}
