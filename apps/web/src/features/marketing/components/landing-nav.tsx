import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { landingSections, paths } from '#web/config/paths.ts';

// The header darkens on scroll (SiteHeader sets data-scrolled on its `group`), so the links follow.
const navLink =
  'rounded hover:text-indigo-700 group-data-[scrolled=true]:hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

/** The landing header's links: the page's own sections, then pricing. */
export function LandingNav() {
  const { t } = useTranslation();
  return (
    <>
      <a href={`#${landingSections.features}`} className={navLink}>
        {t('nav.features')}
      </a>
      <a href={`#${landingSections.tourism}`} className={navLink}>
        {t('nav.tourism')}
      </a>
      <a href={`#${landingSections.about}`} className={navLink}>
        {t('nav.about')}
      </a>
      <Link to={paths.pricing.getHref()} className={navLink}>
        {t('nav.pricing')}
      </Link>
    </>
  );
}

export function LandingActions() {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={paths.auth.login.getHref()}
        className={buttonClasses(
          'ghost',
          'group-data-[scrolled=true]:text-white group-data-[scrolled=true]:hover:bg-slate-800',
        )}
      >
        {t('nav.signIn')}
      </Link>
      <Link to={paths.auth.register.getHref()} className={buttonClasses('primary')}>
        {t('nav.getStarted')}
      </Link>
    </>
  );
}
