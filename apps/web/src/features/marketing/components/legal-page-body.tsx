import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';

/** Terms and privacy: the legal text is not written yet, and the page says so rather than invent it. */
export function LegalPageBody({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('marketing');
  return (
    <article className="max-w-3xl">
      <PageHeading title={t(`legal.${document}`)} />
      <p className="text-slate-700">{t('legal.pending')}</p>
    </article>
  );
}
