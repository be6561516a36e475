import type { Slot } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { dateLanguage, formatLongDate, formatTime } from '#web/lib/time/format.ts';
import { useRefreshSlots, useReschedule } from '../../api/public-booking';
import { SlotPicker } from '../slot-picker';
import { BookerBookingCard } from './booker-booking';

/** `/bookings/{token}/reschedule`: the same calendar, then the move (docs/product.md, 'Booking pages'). */
export function RescheduleBooking({ token }: { token: string }) {
  const { t } = useTranslation('booking');
  return (
    <BookerBookingCard token={token} title={t('manage.rescheduleTitle')}>
      {(booking) => (
        <Mover
          token={token}
          handle={booking.handle}
          slug={booking.slug}
          current={booking.start}
          zone={booking.timeZone}
        />
      )}
    </BookerBookingCard>
  );
}

function Mover(props: { token: string; handle: string; slug: string; current: string; zone: string }) {
  const { t, i18n } = useTranslation('booking');
  const language = dateLanguage(i18n.language);
  const [zone, setZone] = useState(props.zone);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [moved, setMoved] = useState(false);
  const move = useReschedule(props.token);
  const refreshSlots = useRefreshSlots(props.handle, props.slug);
  const confirm = () =>
    slot &&
    move.mutate(slot.start, {
      onSuccess: () => {
        setMoved(true);
        setSlot(null);
        void refreshSlots();
      },
      onError: (error) => {
        if ((error as { code?: string }).code === 'SLOT_TAKEN') setSlot(null);
        void refreshSlots();
      },
    });
  return (
    <Card>
      {moved ? (
        <p role="status" className="mb-4 font-semibold text-green-700">
          {t('manage.moved')}
        </p>
      ) : null}
      {move.isError ? <FormAlert>{apiErrorText(move.error) ?? t('form.failed')}</FormAlert> : null}
      {slot ? (
        <div className="space-y-3">
          <p className="font-semibold text-slate-900">
            {t('manage.moveTo')} {formatLongDate(slot.start, language, zone)}, {formatTime(slot.start, language, zone)}{' '}
            ({zone})
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={move.isPending}>
              {move.isPending ? t('manage.moving') : t('manage.confirmMove')}
            </Button>
            <Button variant="secondary" onClick={() => setSlot(null)}>
              {t('page.change')}
            </Button>
          </div>
        </div>
      ) : (
        <SlotPicker
          handle={props.handle}
          slug={props.slug}
          timeZone={zone}
          onTimeZone={setZone}
          hostTimeZone={props.zone}
          exclude={props.current}
          onPick={(picked) => {
            move.reset();
            setMoved(false);
            setSlot(picked);
          }}
        />
      )}
    </Card>
  );
}
