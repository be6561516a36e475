import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MainLayout } from '../../../components/layouts/main-layout';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { BackToDashboard } from '../../../features/meetings/components/back-to-dashboard';
import { CreateMeetingPage } from '../../../features/meetings/components/create-meeting/create-meeting-page';

/** /meetings/create: the Create Meeting form as a page; success opens the new meeting's page. */
export default function CreateMeetingRoute() {
  const { t } = useTranslation('meetings');
  const navigate = useNavigate();
  return (
    <MainLayout>
      <BackToDashboard />
      <PageHeading title={t('create.title')} description={t('create.description')} />
      <CreateMeetingPage
        onCreated={(meeting) => void navigate(paths.app.meeting.getHref(meeting.id))}
        onCancel={() => void navigate(paths.app.dashboard.getHref())}
      />
    </MainLayout>
  );
}
