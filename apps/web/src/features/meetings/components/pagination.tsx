import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the navigation when a page has more than one paged list. */
  label?: string;
}

/** Previous, 'Page X of Y', Next; nothing when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage, label }: PaginationProps) {
  const { t } = useTranslation('meetings');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? t('list.pagination')} className="flex items-center justify-between gap-3">
      <Button variant="secondary" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('list.previous')}
      </Button>
      <p className="text-sm text-slate-600">{t('list.pageOf', { page, pages })}</p>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
