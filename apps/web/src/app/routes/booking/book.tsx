import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { usePublicBookingType } from '#web/features/booking/api/public-booking.ts';
import { BookingFrame } from '#web/features/booking/components/booking-frame.tsx';
import { BookingPage } from '#web/features/booking/components/public/booking-page.tsx';

/** /book/:handle/:slug, for anyone; with `?embed=1` inside another site's frame (docs/product.md, 'Booking pages'). */
export default function BookRoute() {
  const { handle = '', slug = '' } = useParams();
  useNewHandleAddress(handle, slug);
  return (
    <BookingFrame>
      <BookingPage handle={handle} slug={slug} />
    </BookingFrame>
  );
}

/**
 * A host who changed their handle: the old one still answers for 90 days, naming the new one
 * (decision record 070), and the address bar takes the new address, embed flag and all.
 */
function useNewHandleAddress(handle: string, slug: string) {
  const type = usePublicBookingType(handle, slug);
  const navigate = useNavigate();
  const { search } = useLocation();
  const current = type.data?.handle;
  useEffect(() => {
    if (current && current !== handle) {
      void navigate(`${paths.book.getHref(current, slug)}${search}`, { replace: true });
    }
  }, [current, handle, slug, search, navigate]);
}
