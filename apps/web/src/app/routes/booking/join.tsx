import { useParams } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { JoinBooking } from '#web/features/booking/components/manage/join-booking.tsx';

/** /bookings/:token/join, the booker's Join button from their e-mail (docs/product.md, 'Booking pages'). */
export default function JoinRoute() {
  const { token = '' } = useParams();
  return (
    <MainLayout>
      <JoinBooking token={token} />
    </MainLayout>
  );
}
