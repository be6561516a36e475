import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface GridPagerProps {
  /** Counted from 0. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

const arrow =
  'inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-slate-800';

/**
 * Previous and next page of the grid, and where you are ("2 / 3"); the arrows stop at the ends.
 * They are aria-disabled rather than disabled: a disabled button drops the keyboard focus, and
 * someone who pressed Next onto the last page would lose their place.
 */
export function GridPager({ page, pageCount, onPage }: GridPagerProps) {
  const { t } = useTranslation('room');
  const position = { page: page + 1, count: pageCount };
  const first = page === 0;
  const last = page >= pageCount - 1;
  return (
    <nav aria-label={t('grid.pages')} className="flex shrink-0 items-center justify-center gap-3 pt-2">
      <PageArrow
        testId="grid-page-previous"
        label={t('grid.previous')}
        icon={ChevronLeft}
        atEnd={first}
        onClick={() => onPage(page - 1)}
      />
      {/* A live region, so moving between pages (arrows or swipe) is announced. */}
      <p
        role="status"
        data-testid="grid-page-indicator"
        data-page={position.page}
        data-page-count={pageCount}
        className="min-w-12 text-center text-sm text-slate-300 tabular-nums"
      >
        <span aria-hidden="true">{t('grid.indicator', position)}</span>
        <span className="sr-only">{t('grid.position', position)}</span>
      </p>
      <PageArrow
        testId="grid-page-next"
        label={t('grid.next')}
        icon={ChevronRight}
        atEnd={last}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}

interface PageArrowProps {
  testId: string;
  label: string;
  icon: LucideIcon;
  /** No page that way: the arrow stays focusable but does nothing. */
  atEnd: boolean;
  onClick: () => void;
}

function PageArrow({ testId, label, icon: Icon, atEnd, onClick }: PageArrowProps) {
  return (
    <button
      type="button"
      className={arrow}
      data-testid={testId}
      aria-label={label}
      title={label}
      aria-disabled={atEnd}
      onClick={() => !atEnd && onClick()}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
