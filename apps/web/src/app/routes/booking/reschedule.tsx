import { useParams } from 'react-router';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { RescheduleBooking } from '#web/features/booking/components/manage/reschedule-booking.tsx';

/** /bookings/:token/reschedule, the booker's link from their e-mail (docs/product.md, 'Booking pages'). */
export default function RescheduleRoute() {
  const { token = '' } = useParams();
  return (
    <MainLayout>
      <RescheduleBooking token={token} />
    </MainLayout>
  );
}
