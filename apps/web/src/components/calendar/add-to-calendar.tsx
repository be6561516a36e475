import type { CalendarLinkEvent } from '@vm/contracts';
import { CalendarPlus, Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { calendarChoices } from './calendar-choices';

/**
 * The .ics download: a plain link where the file is public (an invitation's), or a button where it
 * needs the session's Bearer token (the organizer's), which a link cannot send.
 */
export type CalendarDownload = { href: string } | { onDownload: () => void; busy: boolean };

interface AddToCalendarProps {
  event: CalendarLinkEvent;
  download: CalendarDownload;
}

/** The .ics as a link or a button (see CalendarDownload), under the given name. */
function DownloadControl(props: {
  download: CalendarDownload;
  label: string;
  className: string;
  describedBy?: string;
}) {
  const { download, label, className, describedBy } = props;
  return 'href' in download ? (
    <a href={download.href} download className={className} aria-describedby={describedBy}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  ) : (
    <button
      type="button"
      className={className}
      onClick={download.onDownload}
      disabled={download.busy}
      aria-describedby={describedBy}
    >
      <Download aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/**
 * 'Add to calendar': Google Calendar and Outlook open their new-event form filled in (the same links
 * the invitation e-mail has, built by the contracts), and the .ics file for any other calendar
 * (docs/product.md, 'Add to calendar'). A series gives Google its rule; Outlook's link cannot repeat,
 * so Outlook gets the .ics in its place, with a line that says why.
 */
export function AddToCalendar({ event, download }: AddToCalendarProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const noteId = useId();
  const choices = calendarChoices(event);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const linkClass = buttonClasses('secondary', 'py-1.5');
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('calendar.title')}
      </h2>
      <a href={choices.google} className={linkClass} {...external}>
        {t('calendar.google')}
        <span className="sr-only"> {t('footer.newTab')}</span>
      </a>
      {choices.outlook.kind === 'link' ? (
        <a href={choices.outlook.href} className={linkClass} {...external}>
          {t('calendar.outlook')}
          <span className="sr-only"> {t('footer.newTab')}</span>
        </a>
      ) : (
        <DownloadControl
          download={download}
          label={t('calendar.outlookSeries')}
          className={linkClass}
          describedBy={noteId}
        />
      )}
      <DownloadControl download={download} label={t('calendar.download')} className={linkClass} />
      {choices.outlook.kind === 'ics' && (
        <p id={noteId} className="w-full text-xs text-slate-600">
          {t('calendar.outlookSeriesNote')}
        </p>
      )}
    </section>
  );
}
