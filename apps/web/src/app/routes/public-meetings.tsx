import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLayout } from '../../components/layouts/content-layout';
import { buttonClasses } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { PublicMeetingsList } from '../../features/meetings/components/public-meetings-list';

/** /public: public meetings that are live or upcoming; Join leads to the join form with the code. */
export default function PublicMeetingsRoute() {
  const { t } = useTranslation('meetings');
  return (
    <ContentLayout
      title={t('public.title')}
      description={t('public.description')}
      actions={
        <Link to={paths.join.getHref()} className={buttonClasses('secondary')}>
          {t('join.title')}
        </Link>
      }
    >
      <PublicMeetingsList />
    </ContentLayout>
  );
}
