import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLayout } from '#web/components/layouts/content-layout.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { PublicMeetingsList } from '#web/features/meetings/components/public-meetings-list.tsx';

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
