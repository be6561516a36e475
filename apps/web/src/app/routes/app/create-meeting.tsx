import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { BackToDashboard } from '#web/features/meetings/components/back-to-dashboard.tsx';
import { CreateMeetingPage } from '#web/features/meetings/components/create-meeting/create-meeting-page.tsx';

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
