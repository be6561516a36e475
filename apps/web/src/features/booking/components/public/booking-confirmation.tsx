import type { BookerBooking } from '@vm/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { dateLanguage, formatLongDate, formatTime } from '#web/lib/time/format.ts';
import { useEmbedded } from '../booking-frame';

/** When a booking is, in the reader's zone: 'Tuesday, March 9, 2027, 09:00 AM - 09:30 AM (America/New_York)'. */
export function BookingWhen({
  booking,
  timeZone,
}: {
  booking: Pick<BookerBooking, 'start' | 'end'>;
  timeZone: string;
}) {
  const { i18n } = useTranslation();
  const language = dateLanguage(i18n.language);
  return (
    <span data-testid="booking-when">
      {formatLongDate(booking.start, language, timeZone)}, {formatTime(booking.start, language, timeZone)} -{' '}
      {formatTime(booking.end, language, timeZone)} ({timeZone})
    </span>
  );
}

/** What was booked, in the visitor's zone, and the links to move or cancel it (also sent by e-mail). */
export function BookingConfirmation({
  booking,
  timeZone,
}: {
  booking: BookerBooking & { token: string };
  timeZone: string;
}) {
  const { t } = useTranslation('booking');
  const target = useEmbedded() ? '_blank' : undefined;
  return (
    <Card className="mx-auto max-w-xl">
      <div className="space-y-3" role="status">
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <CheckCircle2 aria-hidden="true" className="size-6 text-green-600" />
          {t('done.title')}
        </h1>
        <p className="font-semibold text-slate-900">{booking.title}</p>
        <p className="text-slate-700">
          <BookingWhen booking={booking} timeZone={timeZone} />
        </p>
        <p className="text-sm text-slate-600">{t('done.withHost', { name: booking.hostName })}</p>
        <p className="text-sm text-slate-600">{t('done.emailed')}</p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={paths.bookingReschedule.getHref(booking.token)}
          target={target}
          className={buttonClasses('secondary')}
        >
          {t('done.reschedule')}
        </Link>
        <Link to={paths.bookingCancel.getHref(booking.token)} target={target} className={buttonClasses('ghost')}>
          {t('done.cancel')}
        </Link>
      </div>
    </Card>
  );
}
