import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/** The 'Back to Dashboard' link above a meetings page's heading. */
export function BackToDashboard() {
  const { t } = useTranslation('meetings');
  return (
    <Link
      to={paths.app.dashboard.getHref()}
      className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:text-indigo-500"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('actions.backToDashboard')}
    </Link>
  );
}
