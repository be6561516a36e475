import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <nav aria-label={t('footer.legal')} className="mx-auto flex max-w-6xl gap-6 px-4 py-6 text-sm text-slate-600">
        <Link to={paths.privacy.getHref()} className="hover:text-slate-900">
          {t('footer.privacy')}
        </Link>
        <Link to={paths.terms.getHref()} className="hover:text-slate-900">
          {t('footer.terms')}
        </Link>
      </nav>
    </footer>
  );
}
