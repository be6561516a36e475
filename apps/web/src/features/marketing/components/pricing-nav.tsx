import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The pricing page's header links (spec: Home and Pricing). */
export function PricingNav() {
  const { t } = useTranslation();
  return (
    <>
      <Link to={paths.home.getHref()}>{t('nav.home')}</Link>
      <Link to={paths.pricing.getHref()} aria-current="page">
        {t('nav.pricing')}
      </Link>
    </>
  );
}
