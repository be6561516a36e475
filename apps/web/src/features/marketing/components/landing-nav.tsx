import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { landingSections, paths } from '#web/config/paths.ts';

// The header darkens on scroll (SiteHeader sets data-scrolled on its `group`), so the links follow. In the
// phone's menu every link and button is a 44 px high row.
const navLink =
  'rounded hover:text-indigo-700 group-data-[scrolled=true]:hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current max-md:flex max-md:min-h-11 max-md:items-center max-md:text-base';
const phoneRow = 'max-md:min-h-11';

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
          `group-data-[scrolled=true]:text-white group-data-[scrolled=true]:hover:bg-slate-800 ${phoneRow}`,
        )}
      >
        {t('nav.signIn')}
      </Link>
      <Link to={paths.auth.register.getHref()} className={buttonClasses('primary', phoneRow)}>
        {t('nav.getStarted')}
      </Link>
    </>
  );
}
