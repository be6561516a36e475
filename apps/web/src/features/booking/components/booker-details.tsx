import type { MeetingBooking } from '@vm/contracts';
import { useTranslation } from 'react-i18next';

/** Who booked, how to reach them, their note and answers: on the bookings list and the meeting page. */
export function BookerDetails({ booking }: { booking: Omit<MeetingBooking, 'status'> }) {
  const { t } = useTranslation('booking');
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="booker-details">
      <dt className="text-slate-500">{t('bookings.booker')}</dt>
      <dd className="text-slate-900">{booking.bookerName}</dd>
      <dt className="text-slate-500">{t('bookings.email')}</dt>
      <dd>
        <a href={`mailto:${booking.bookerEmail}`} className="break-all text-indigo-700 underline">
          {booking.bookerEmail}
        </a>
      </dd>
      {booking.bookerPhone ? (
        <>
          <dt className="text-slate-500">{t('bookings.phone')}</dt>
          <dd className="text-slate-900">{booking.bookerPhone}</dd>
        </>
      ) : null}
      {booking.answered.map((item, index) => (
        <div key={index} className="contents">
          <dt className="text-slate-500">{item.label}</dt>
          <dd className="whitespace-pre-line text-slate-900">{item.answer || '-'}</dd>
        </div>
      ))}
      {booking.note ? (
        <>
          <dt className="text-slate-500">{t('bookings.note')}</dt>
          <dd className="whitespace-pre-line text-slate-900">{booking.note}</dd>
        </>
      ) : null}
    </dl>
  );
}
