import { useTranslation } from 'react-i18next';
import { DashboardBackLink } from '#web/components/layouts/dashboard-back-link.tsx';
import { MainLayout } from '#web/components/layouts/main-layout.tsx';
import { PageHeading } from '#web/components/ui/page-heading.tsx';
import { HandleEditor } from '#web/features/booking/components/handle-editor.tsx';
import { AvailabilityEditor } from '#web/features/booking/components/host/availability-editor.tsx';
import { BookingTypesCard } from '#web/features/booking/components/host/booking-types-card.tsx';
import { HostBookings } from '#web/features/booking/components/host/host-bookings.tsx';

/**
 * /booking, reached from the dashboard header (docs/product.md, 'Booking pages'): the host's booking
 * types, their availability and the bookings visitors made.
 */
export default function BookingRoute() {
  const { t } = useTranslation('booking');
  return (
    <MainLayout nav={<DashboardBackLink label={t('host.backToDashboard')} />}>
      <PageHeading title={t('host.title')} description={t('host.description')} />
      <div className="space-y-6">
        <HandleEditor />
        <BookingTypesCard />
        <HostBookings />
        <AvailabilityEditor />
      </div>
    </MainLayout>
  );
}
