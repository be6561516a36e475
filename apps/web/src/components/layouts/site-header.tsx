import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { LanguageSwitch } from '../ui/language-switch';

/** The landing header turns dark after this much scrolling (docs/product.md, 'Landing page'). */
const DARK_AFTER_PX = 100;

const subscribeToScroll = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};
const subscribeToNothing = () => () => undefined;

function useScrolledPast(enabled: boolean): boolean {
  return useSyncExternalStore(enabled ? subscribeToScroll : subscribeToNothing, () =>
    enabled ? window.scrollY > DARK_AFTER_PX : false,
  );
}

type SiteHeaderProps = { nav?: ReactNode; actions?: ReactNode; darkOnScroll?: boolean };

/**
 * Brand, the page's own navigation, its actions and the language switch. With `darkOnScroll` (the
 * landing page) it stays at the top and turns dark once the page has scrolled; `data-scrolled` on
 * this `group` lets the links passed in follow with `group-data-[scrolled=true]:` classes.
 */
export function SiteHeader({ nav, actions, darkOnScroll = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  const dark = useScrolledPast(darkOnScroll);
  const theme = dark ? 'border-slate-800 bg-slate-900 text-white' : 'border-slate-200 bg-white text-slate-900';

  return (
    <header
      data-scrolled={dark}
      data-surface={dark ? 'dark' : undefined}
      className={`group border-b transition-colors motion-reduce:transition-none ${theme} ${darkOnScroll ? 'sticky top-0 z-40' : ''}`}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <Link
          to={paths.home.getHref()}
          className={`rounded text-lg font-bold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${dark ? 'text-white' : 'text-indigo-700'}`}
        >
          {t('brand')}
        </Link>
        {nav ? (
          <nav
            aria-label={t('nav.main')}
            className={`flex flex-wrap items-center gap-4 text-sm ${dark ? 'text-slate-200' : 'text-slate-700'}`}
          >
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
