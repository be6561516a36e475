import type { Meeting } from '@vm/contracts';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { dateLanguage } from '#web/lib/time/format.ts';
import { recurrenceSummary } from '#web/lib/time/recurrence-summary.ts';
import { SeriesLink } from './series-link';
import { SeriesOccurrences } from './series-occurrences';

/**
 * On an occurrence's page: how its series repeats ('Weekly on Monday, 10 times') in the zone it
 * repeats in, the series' own room link, and on request the list of its occurrences. Nothing for a
 * single meeting.
 */
export function SeriesSummary({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation('meetings');
  const [showing, setShowing] = useState(false);
  const { seriesId, recurrence } = meeting;
  if (seriesId === null) return null;
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="mt-4 space-y-3 rounded-xl border border-indigo-100 bg-indigo-50/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex gap-2">
          <Repeat aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('series.repeats')}</h3>
            {recurrence ? (
              <>
                <p className="text-sm text-slate-900">{recurrenceSummary(recurrence, t, language)}</p>
                <p className="text-xs text-slate-500">{t('series.timeZone', { zone: recurrence.timeZone })}</p>
              </>
            ) : null}
          </div>
        </div>
        <Button
          variant="secondary"
          className="px-3 py-1.5"
          aria-expanded={showing}
          onClick={() => setShowing(!showing)}
        >
          {showing ? t('series.hideOccurrences') : t('series.showOccurrences')}
        </Button>
      </div>
      <SeriesLink seriesCode={meeting.seriesCode} />
      {showing ? <SeriesOccurrences seriesId={seriesId} currentId={meeting.id} /> : null}
    </div>
  );
}
