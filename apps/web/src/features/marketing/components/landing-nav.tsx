import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { landingSections, paths } from '../../../config/paths';

/** The landing header's links: the page's own sections, then pricing. */
export function LandingNav() {
  const { t } = useTranslation();
  return (
    <>
      <a href={`#${landingSections.features}`}>{t('nav.features')}</a>
      <a href={`#${landingSections.tourism}`}>{t('nav.tourism')}</a>
      <a href={`#${landingSections.about}`}>{t('nav.about')}</a>
      <Link to={paths.pricing.getHref()}>{t('nav.pricing')}</Link>
    </>
  );
}

export function LandingActions() {
  const { t } = useTranslation();
  return (
    <>
      <Link to={paths.auth.login.getHref()} className={buttonClasses('ghost')}>
        {t('nav.signIn')}
      </Link>
      <Link to={paths.auth.register.getHref()} className={buttonClasses('primary')}>
        {t('nav.getStarted')}
      </Link>
    </>
  );
}
