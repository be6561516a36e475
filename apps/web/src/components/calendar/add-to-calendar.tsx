import { calendarLinks, type CalendarLinkEvent } from '@vm/contracts';
import { CalendarPlus, Download } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#web/components/ui/button.tsx';

/**
 * The .ics download: a plain link where the file is public (an invitation's), or a button where it
 * needs the session's Bearer token (the organizer's), which a link cannot send.
 */
export type CalendarDownload = { href: string } | { onDownload: () => void; busy: boolean };

interface AddToCalendarProps {
  event: CalendarLinkEvent;
  download: CalendarDownload;
}

/**
 * 'Add to calendar': Google Calendar and Outlook open their new-event form filled in (the same links
 * the invitation e-mail has, built by the contracts), and the .ics file for any other calendar
 * (docs/product.md, 'Add to calendar').
 */
export function AddToCalendar({ event, download }: AddToCalendarProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const links = calendarLinks(event);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const linkClass = buttonClasses('secondary', 'py-1.5');
  return (
    <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-2">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('calendar.title')}
      </h2>
      <a href={links.google} className={linkClass} {...external}>
        {t('calendar.google')}
        <span className="sr-only"> {t('footer.newTab')}</span>
      </a>
      <a href={links.outlook} className={linkClass} {...external}>
        {t('calendar.outlook')}
        <span className="sr-only"> {t('footer.newTab')}</span>
      </a>
      {'href' in download ? (
        <a href={download.href} download className={linkClass}>
          <Download aria-hidden="true" className="size-4" />
          {t('calendar.download')}
        </a>
      ) : (
        <button type="button" className={linkClass} onClick={download.onDownload} disabled={download.busy}>
          <Download aria-hidden="true" className="size-4" />
          {t('calendar.download')}
        </button>
      )}
    </section>
  );
}
