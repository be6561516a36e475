import { BOOKING_LIMITS } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert, FormField } from '#web/components/ui/form-field.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { useCancelBooking } from '../../api/public-booking';
import { BookerBookingCard } from './booker-booking';

/** `/bookings/{token}/cancel`: an optional reason, then the cancellation (docs/product.md, 'Booking pages'). */
export function CancelBooking({ token }: { token: string }) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking(token);
  return (
    <BookerBookingCard token={token} title={t('manage.cancelTitle')}>
      {() => (
        <Card>
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              cancel.mutate(reason);
            }}
          >
            <FormField label={t('manage.reason')}>
              {(control) => (
                <Textarea
                  {...control}
                  maxLength={BOOKING_LIMITS.cancelReasonMax}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
            </FormField>
            {cancel.isError ? <FormAlert>{apiErrorText(cancel.error) ?? t('form.failed')}</FormAlert> : null}
            <Button type="submit" disabled={cancel.isPending}>
              {cancel.isPending ? t('manage.cancelling') : t('manage.confirmCancel')}
            </Button>
          </form>
        </Card>
      )}
    </BookerBookingCard>
  );
}
