import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * 'N in the audience' in a large meeting's header: a count, never a roster of a thousand tiles. On a
 * phone only the icon and the number show; the words stay for screen readers.
 */
export function AudienceCount({ count }: { count: number }) {
  const { t } = useTranslation('room');
  const text = t('stage.audienceCount', { count });
  return (
    <span
      data-testid="audience-count"
      title={text}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-800 px-2 py-1 text-xs text-slate-200"
    >
      <Users aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true" className="sm:hidden">
        {count}
      </span>
      <span className="max-sm:sr-only">{text}</span>
    </span>
  );
}
