import { useTranslation } from 'react-i18next';
import { SearchWithCount } from './search-with-count';

interface ParticipantSearchProps {
  query: string;
  onQuery: (query: string) => void;
  /** Rows that match, and everyone: "50 people" without a search, "3 of 50" with one. */
  shown: number;
  total: number;
}

/** The search field at the top of the people panel, with how many it shows. */
export function ParticipantSearch({ query, onQuery, shown, total }: ParticipantSearchProps) {
  const { t } = useTranslation('room');
  const searching = query.trim() !== '';
  return (
    <SearchWithCount
      query={query}
      onQuery={onQuery}
      label={t('people.search')}
      count={searching ? t('people.matches', { shown, count: total }) : t('people.count', { count: total })}
      countTestId="participant-count"
      className="sticky top-0 z-10 space-y-1 border-b border-slate-200 bg-white p-3"
    />
  );
}
