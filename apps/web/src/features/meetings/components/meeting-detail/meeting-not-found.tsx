import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

/** Someone else's meeting and a missing one look the same (docs/product.md, 'Who may see what'). */
export function MeetingNotFound() {
  const { t } = useTranslation('meetings');
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('detail.notFound')}</h1>
      <p className="mt-2 text-slate-600">{t('detail.notFoundText')}</p>
      <Link to={paths.app.dashboard.getHref()} className={buttonClasses('primary', 'mt-6')}>
        {t('actions.backToDashboard')}
      </Link>
    </div>
  );
}
