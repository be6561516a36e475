import { useParams } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { CancelBooking } from '#web/features/booking/components/manage/cancel-booking.tsx';

/** /bookings/:token/cancel, the booker's link from their e-mail (docs/product.md, 'Booking pages'). */
export default function CancelRoute() {
  const { token = '' } = useParams();
  return (
    <MainLayout>
      <CancelBooking token={token} />
    </MainLayout>
  );
}
