import type { MeetingStatusFilter } from '@vm/contracts';
import { CalendarDays, LayoutGrid, List, Search, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '#web/components/ui/input.tsx';
import { ToggleGroup } from '#web/components/ui/toggle-group.tsx';
import { STATUS_FILTERS } from '../utils/filter-meetings';

export type BoardView = 'grid' | 'list' | 'calendar';

const VIEW_OPTIONS: readonly { value: BoardView; Icon: LucideIcon }[] = [
  { value: 'grid', Icon: LayoutGrid },
  { value: 'list', Icon: List },
  { value: 'calendar', Icon: CalendarDays },
];

interface BoardToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  filter: MeetingStatusFilter;
  onFilter: (value: MeetingStatusFilter) => void;
  view?: BoardView;
  onView?: (value: BoardView) => void;
  /** The views offered; all three unless a page says otherwise. */
  views?: readonly BoardView[];
  /** Anchor for the tour's search step. */
  id?: string;
}

/** Search box, status chips and (on the dashboard) the view switch. */
export function BoardToolbar({
  search,
  onSearch,
  filter,
  onFilter,
  view,
  onView,
  views = ['grid', 'list', 'calendar'],
  id,
}: BoardToolbarProps) {
  const { t } = useTranslation('meetings');
  return (
    <div id={id} className="flex flex-wrap items-center gap-3">
      <label className="relative min-w-56 flex-1">
        <span className="sr-only">{t('list.searchLabel')}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400" />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('list.searchPlaceholder')}
          className="pl-9"
        />
      </label>
      <ToggleGroup
        label={t('filters.label')}
        value={filter}
        onChange={onFilter}
        options={STATUS_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
      />
      {view && onView ? (
        <ToggleGroup
          label={t('views.label')}
          value={view}
          onChange={onView}
          options={VIEW_OPTIONS.filter((option) => views.includes(option.value)).map((option) => ({
            value: option.value,
            label: t(`views.${option.value}`),
            icon: <option.Icon aria-hidden="true" className="size-4" />,
          }))}
        />
      ) : null}
    </div>
  );
}
