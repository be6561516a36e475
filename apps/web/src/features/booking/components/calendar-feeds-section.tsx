import { CALENDAR_FEED_LIMITS, calendarFeedUrlSchema, type CalendarFeed, type CalendarFeedInput } from '@vm/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';

export interface CalendarFeedsSectionProps {
  /** The feeds as `GET /availability` answers them: masked addresses, last read, last error. */
  feeds: CalendarFeed[];
  /**
   * The list to save as `feeds` of `PUT /availability`: `{ id }` keeps a feed without its secret
   * address, `{ url }` adds one; a feed left off is removed (decision record 069).
   */
  onChange: (feeds: CalendarFeedInput[]) => void;
  /** While the parent saves: the buttons wait. */
  saving?: boolean;
}

/**
 * The host's external calendars on booking pages (docs/product.md, 'Booking pages'): their events
 * are busy times. Shows each feed's masked address, when it was last read and why the last read
 * failed; adds an address and removes a feed.
 */
export function CalendarFeedsSection({ feeds, onChange, saving = false }: CalendarFeedsSectionProps) {
  const { t, i18n } = useTranslation('calendars');
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const kept = feeds.map((feed): CalendarFeedInput => ({ id: feed.id }));
  const full = feeds.length >= CALENDAR_FEED_LIMITS.feedsMax;
  const readAt = (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = calendarFeedUrlSchema.safeParse(address);
    if (!parsed.success) {
      setProblem(t('invalidAddress'));
      return;
    }
    setProblem(null);
    setAddress('');
    onChange([...kept, { url: parsed.data }]);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <div>
        <h3 id={`${inputId}-heading`} className="text-base font-semibold">
          {t('heading')}
        </h3>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      {feeds.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul className="space-y-2">
          {feeds.map((feed) => (
            <li
              key={feed.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0 space-y-1">
                <p className="truncate font-mono text-sm">{feed.maskedUrl}</p>
                <p className="text-xs text-slate-600">
                  {feed.lastReadAt ? t('lastRead', { time: readAt(feed.lastReadAt) }) : t('notReadYet')}
                </p>
                {feed.lastError && (
                  <p className="text-xs text-red-700" role="status">
                    {t(`errors.${feed.lastError}`)}
                  </p>
                )}
              </div>
              <Button
                type="button"
                variant="secondary"
                disabled={saving}
                aria-label={t('removeNamed', { address: feed.maskedUrl })}
                onClick={() => onChange(kept.filter((entry) => 'id' in entry && entry.id !== feed.id))}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-600">{t('full', { max: CALENDAR_FEED_LIMITS.feedsMax })}</p>
      ) : (
        <form onSubmit={add} className="space-y-2" noValidate>
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('addressLabel')}
          </label>
          <p id={hintId} className="text-xs text-slate-600">
            {t('addressHint')}
          </p>
          <div className="flex gap-2">
            <Input
              id={inputId}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={address}
              maxLength={CALENDAR_FEED_LIMITS.urlMax}
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => setAddress(event.target.value)}
            />
            <Button type="submit" disabled={saving || address.trim() === ''}>
              {t('add')}
            </Button>
          </div>
          {problem && (
            <p id={errorId} className="text-xs text-red-700" role="alert">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
