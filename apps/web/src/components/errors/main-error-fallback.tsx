import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { Button, buttonClasses } from '../ui/button';

/**
 * Shown when rendering fails. It uses a plain <a> for the home link because it may be rendered
 * outside the router (the provider-level boundary), where <Link> cannot work.
 */
export function MainErrorFallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('errors.title')}</h1>
      <p className="max-w-md text-slate-600">{t('errors.description')}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <a href={paths.home.getHref()} className={buttonClasses('secondary')}>
          {t('errors.home')}
        </a>
      </div>
    </div>
  );
}
