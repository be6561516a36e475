import ExternalLink from 'lucide-react/icons/external-link';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { landingSections, paths } from '#web/config/paths.ts';
import { MailLink } from '../ui/mail-link';

/** The travel-awards platform the footer points to (docs/product.md, 'Landing page': external, in a new tab). */
const TRAVEL_AWARDS_URL = 'https://www.worldtravelawards.com';

const linkClass =
  'rounded text-slate-600 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function FooterColumn({ title, links }: { title: string; links: ReactNode[] }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link, index) => (
          <li key={index}>{link}</li>
        ))}
      </ul>
    </nav>
  );
}

/** Product, company, support and legal links on every page. */
export function SiteFooter() {
  const { t } = useTranslation();
  const home = paths.home.getHref();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 text-sm sm:grid-cols-4">
        <FooterColumn
          title={t('footer.product')}
          links={[
            <Link to={`${home}#${landingSections.features}`} className={linkClass}>
              {t('nav.features')}
            </Link>,
            <Link to={paths.pricing.getHref()} className={linkClass}>
              {t('nav.pricing')}
            </Link>,
          ]}
        />
        <FooterColumn
          title={t('footer.company')}
          links={[
            <Link to={`${home}#${landingSections.about}`} className={linkClass}>
              {t('nav.about')}
            </Link>,
            <a href={TRAVEL_AWARDS_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t('footer.awards')}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
              <span className="sr-only"> {t('footer.newTab')}</span>
            </a>,
          ]}
        />
        <FooterColumn
          title={t('footer.support')}
          links={[
            <MailLink className={linkClass}>{t('footer.contact')}</MailLink>,
            <Link to={`${paths.pricing.getHref()}#faq`} className={linkClass}>
              {t('footer.faq')}
            </Link>,
          ]}
        />
        <FooterColumn
          title={t('footer.legal')}
          links={[
            <Link to={paths.privacy.getHref()} className={linkClass}>
              {t('footer.privacy')}
            </Link>,
            <Link to={paths.terms.getHref()} className={linkClass}>
              {t('footer.terms')}
            </Link>,
          ]}
        />
      </div>
    </footer>
  );
}
