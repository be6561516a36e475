import type { MeetingBooking } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { BookerDetails } from './booker-details';

/** On a booked meeting's page: who booked it on the booking page, and what they wrote (decision record 068). */
export function BookedByCard({ booking }: { booking: MeetingBooking }) {
  const { t } = useTranslation('booking');
  return (
    <Card
      title={t('bookings.bookedHeading')}
      actions={
        booking.status === 'cancelled' ? (
          <Badge tone="red">{t('bookings.cancelled')}</Badge>
        ) : (
          <Badge tone="green">{t('bookings.confirmed')}</Badge>
        )
      }
    >
      <BookerDetails booking={booking} />
    </Card>
  );
}
