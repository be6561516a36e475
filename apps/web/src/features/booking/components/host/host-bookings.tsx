import type { Booking } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { dateLanguage, formatDateTime, formatTime } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { useHostBookings } from '../../api/host-booking';
import { BookerDetails } from '../booker-details';

/** The bookings visitors made, soonest first, with who booked and what they answered. */
export function HostBookings() {
  const { t } = useTranslation('booking');
  const bookings = useHostBookings();
  return (
    <Card title={t('bookings.heading')}>
      {bookings.isError ? <p role="alert">{apiErrorText(bookings.error)}</p> : null}
      {bookings.isSuccess && bookings.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('bookings.empty')}</p>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {(bookings.data ?? []).map((booking) => (
          <BookingRow key={booking.id} booking={booking} />
        ))}
      </ul>
    </Card>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation('booking');
  const language = dateLanguage(i18n.language);
  const zone = viewerTimeZone();
  return (
    <li className="space-y-1 py-3" data-testid="host-booking" data-status={booking.status}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">
          {formatDateTime(booking.start, language, zone)} - {formatTime(booking.end, language, zone)}
        </p>
        <Badge tone={booking.status === 'cancelled' ? 'red' : 'green'}>
          {booking.status === 'cancelled' ? t('bookings.cancelled') : t('bookings.confirmed')}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">{booking.title}</p>
      <BookerDetails booking={booking} />
      {booking.cancelReason ? (
        <p className="text-sm text-slate-600">{t('bookings.reason', { reason: booking.cancelReason })}</p>
      ) : null}
      {booking.meetingId ? (
        <Link to={paths.app.meeting.getHref(booking.meetingId)} className="text-sm text-indigo-700 underline">
          {t('bookings.openMeeting')}
        </Link>
      ) : null}
    </li>
  );
}
