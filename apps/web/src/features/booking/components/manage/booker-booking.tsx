import type { BookerBooking } from '@vm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useBookerBooking } from '../../api/public-booking';
import { BookingWhen } from '../public/booking-confirmation';

/**
 * The booker's booking by the token of their e-mail's link, with what it is and when (in the zone the
 * booker booked from); `children` gets the booking once it is there and still confirmed.
 */
export function BookerBookingCard({
  token,
  title,
  children,
}: {
  token: string;
  title: string;
  children: (booking: BookerBooking) => ReactNode;
}) {
  const { t } = useTranslation('booking');
  const booking = useBookerBooking(token);
  if (booking.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner size="sm" /> {t('page.loading')}
      </p>
    );
  }
  if (booking.isError) return <FormAlert>{apiErrorText(booking.error) ?? t('manage.notFound')}</FormAlert>;
  const data = booking.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <Card>
        <p className="font-semibold text-slate-900">{data.title}</p>
        <p className="text-sm text-slate-600">{t('done.withHost', { name: data.hostName })}</p>
        <p className="mt-2 text-slate-800">
          <BookingWhen booking={data} timeZone={data.timeZone} />
        </p>
        {data.status === 'cancelled' ? (
          <p role="status" className="mt-2 font-semibold text-red-700" data-testid="booking-cancelled">
            {t('manage.cancelled')}
          </p>
        ) : null}
      </Card>
      {data.status === 'confirmed' ? children(data) : null}
    </div>
  );
}
