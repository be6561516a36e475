import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#web/components/ui/input.tsx';

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
  const countId = useId();
  const searching = query.trim() !== '';
  return (
    <div className="sticky top-0 z-10 space-y-1 border-b border-slate-200 bg-white p-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          aria-label={t('people.search')}
          aria-describedby={countId}
          placeholder={t('people.search')}
          autoComplete="off"
          spellCheck={false}
          className="min-h-11 pl-8"
        />
      </div>
      <p id={countId} aria-live="polite" data-testid="participant-count" className="text-xs text-slate-500">
        {searching ? t('people.matches', { shown, count: total }) : t('people.count', { count: total })}
      </p>
    </div>
  );
}
