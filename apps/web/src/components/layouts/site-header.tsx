import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSwitch } from '../ui/language-switch';

/** Brand, the page's own navigation, its actions and the language switch. */
export function SiteHeader({ nav, actions }: { nav?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to={paths.home.getHref()} className="text-lg font-bold text-indigo-700">
          {t('brand')}
        </Link>
        {nav ? (
          <nav aria-label={t('nav.main')} className="flex flex-wrap items-center gap-4 text-sm text-slate-700">
            {nav}
          </nav>
        ) : null}
        <div className="ml-auto flex flex-wrap items-center gap-3">
          {actions}
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
