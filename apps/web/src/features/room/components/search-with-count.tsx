import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '#web/components/ui/input.tsx';

interface SearchWithCountProps {
  query: string;
  onQuery: (query: string) => void;
  /** The field's name for screen readers, also its placeholder. */
  label: string;
  /** What the search finds ("3 of 50", "12 matches"), read out when it changes. */
  count: string;
  countTestId: string;
  className: string;
}

/** A people panel's search field with the line that says how many it finds (participants, audience). */
export function SearchWithCount({ query, onQuery, label, count, countTestId, className }: SearchWithCountProps) {
  const countId = useId();
  return (
    <div className={className}>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          aria-label={label}
          aria-describedby={countId}
          placeholder={label}
          autoComplete="off"
          spellCheck={false}
          className="min-h-11 pl-8"
        />
      </div>
      <p id={countId} aria-live="polite" data-testid={countTestId} className="text-xs text-slate-500">
        {count}
      </p>
    </div>
  );
}
