import type { BookingCreated, Slot } from '@vm/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { dateLanguage, formatLongDate, formatTime } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { usePublicBookingType, useBook, useRefreshSlots } from '../../api/public-booking';
import { SlotPicker } from '../slot-picker';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm, type BookingFormValues } from './booking-form';
import { HostSummary } from './host-summary';

const isSlotTaken = (error: unknown) => (error as { code?: string } | null)?.code === 'SLOT_TAKEN';

/**
 * `/book/{handle}/{slug}` (docs/product.md, 'Booking pages'): pick a day and a free time in your own
 * zone, fill in the form, see what you booked. A slot taken meanwhile sends the visitor back to
 * fresh slots with a word about it.
 */
export function BookingPage({ handle, slug }: { handle: string; slug: string }) {
  const { t, i18n } = useTranslation('booking');
  const language = dateLanguage(i18n.language);
  const type = usePublicBookingType(handle, slug);
  const [zone, setZone] = useState(viewerTimeZone);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [taken, setTaken] = useState(false);
  const [booked, setBooked] = useState<BookingCreated | null>(null);
  const book = useBook(handle, slug);
  const refreshSlots = useRefreshSlots(handle, slug);
  // The token of the first read of the page: a refetch (the tab focused again) must not restart the
  // form's time check just before the visitor sends it (decision record 069).
  const formToken = useRef<string | undefined>(undefined);
  formToken.current ??= type.data?.formToken;

  if (type.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner size="sm" /> {t('page.loading')}
      </p>
    );
  }
  if (type.isError) return <FormAlert>{apiErrorText(type.error) ?? t('page.notFound')}</FormAlert>;
  const page = type.data;
  if (booked) return <BookingConfirmation booking={booked} timeZone={zone} />;

  const submit = (values: BookingFormValues) => {
    if (!slot) return;
    book.mutate(
      { ...values, start: slot.start, timeZone: zone, locale: language, formToken: formToken.current },
      {
        onSuccess: (created) => {
          setBooked(created);
          void refreshSlots();
        },
        onError: (error) => {
          if (!isSlotTaken(error)) return;
          setTaken(true);
          setSlot(null);
          book.reset();
          void refreshSlots();
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl">
      <HostSummary
        hostName={page.host.name}
        initials={page.host.initials}
        title={page.title}
        minutes={page.durationMinutes}
        description={page.description}
      />
      {taken ? <FormAlert>{t('page.slotTaken')}</FormAlert> : null}
      <Card className="mt-4">
        {slot ? (
          <div className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-indigo-50 p-3 text-sm">
              <p className="font-semibold text-indigo-900" data-testid="chosen-slot">
                {formatLongDate(slot.start, language, zone)}, {formatTime(slot.start, language, zone)} ({zone})
              </p>
              <Button variant="secondary" onClick={() => setSlot(null)}>
                {t('page.change')}
              </Button>
            </div>
            <BookingForm questions={page.questions} onSubmit={submit} pending={book.isPending} error={book.error} />
          </div>
        ) : (
          <SlotPicker
            handle={handle}
            slug={slug}
            timeZone={zone}
            onTimeZone={setZone}
            hostTimeZone={page.timeZone}
            onPick={(picked) => {
              setTaken(false);
              setSlot(picked);
            }}
          />
        )}
      </Card>
    </div>
  );
}
