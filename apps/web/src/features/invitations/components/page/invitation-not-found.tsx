import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';

/** A link that leads nowhere (wrong, mistyped or unknown id). */
export function InvitationNotFound() {
  const { t } = useTranslation('invitations');
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.description')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary', 'mt-6')}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
