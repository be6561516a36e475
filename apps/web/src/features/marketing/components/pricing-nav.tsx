import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

const navLink =
  'rounded hover:text-indigo-700 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The pricing page's header links (docs/product.md, 'Pricing page': Home and Pricing). */
export function PricingNav() {
  const { t } = useTranslation();
  return (
    <>
      <Link to={paths.home.getHref()} className={navLink}>
        {t('nav.home')}
      </Link>
      <Link to={paths.pricing.getHref()} aria-current="page" className={navLink}>
        {t('nav.pricing')}
      </Link>
    </>
  );
}
