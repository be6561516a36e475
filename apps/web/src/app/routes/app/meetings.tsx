import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MainLayout } from '../../../components/layouts/main-layout';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { AllMeetings } from '../../../features/meetings/components/all-meetings';
import { BackToDashboard } from '../../../features/meetings/components/back-to-dashboard';

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
