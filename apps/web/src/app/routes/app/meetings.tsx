import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { paths } from '#web/config/paths.ts';
import { AllMeetings } from '#web/features/meetings/components/all-meetings.tsx';
import { BackToDashboard } from '#web/features/meetings/components/back-to-dashboard.tsx';

/** /meetings: all of the organizer's meetings, searched, filtered and paged by the server. */
export default function MeetingsRoute() {
  const { t } = useTranslation('meetings');
  return (
    <MainLayout
      actions={
        <Link to={paths.app.createMeeting.getHref()} className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('list.create')}
        </Link>
      }
    >
      <BackToDashboard />
      <PageHeading title={t('list.title')} description={t('list.descriptionByTime')} />
      <AllMeetings />
    </MainLayout>
  );
}
