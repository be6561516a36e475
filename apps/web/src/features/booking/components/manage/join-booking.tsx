import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { FormAlert } from '#web/components/ui/form-field.tsx';
import { api } from '#web/lib/api-client.ts';
import { apiErrorText } from '#web/lib/api-error-text.ts';
import { dataOf, enc } from '../../api/booking-keys';
import { BookerBookingCard } from './booker-booking';

/**
 * `/bookings/{token}/join`, the button of the booker's e-mail: the booking, then Join the meeting, which
 * asks for the room link of this booking's meeting (no account, no lobby; decision record 070) and opens it.
 * Too early, the server's MEETING_NOT_OPEN_YET says from when.
 */
export function JoinBooking({ token }: { token: string }) {
  const { t } = useTranslation('booking');
  const join = useMutation({
    mutationFn: async () => dataOf(z.string(), await api.get(`/bookings/${enc(token)}/join-url`)),
    onSuccess: (roomUrl) => window.location.assign(roomUrl),
  });
  return (
    <BookerBookingCard token={token} title={t('manage.joinTitle')}>
      {() => (
        <Card>
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{t('manage.joinHint')}</p>
            {join.isError ? <FormAlert>{apiErrorText(join.error) ?? t('form.failed')}</FormAlert> : null}
            <Button type="button" disabled={join.isPending || join.isSuccess} onClick={() => join.mutate()}>
              {join.isPending || join.isSuccess ? t('manage.joining') : t('manage.join')}
            </Button>
          </div>
        </Card>
      )}
    </BookerBookingCard>
  );
}
