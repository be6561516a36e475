import { Users, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UpgradeOffer } from '#web/components/billing/upgrade-offer.tsx';
import { useRoomState } from '../context/room-context';
import { useParticipants } from '../hooks/use-participants';

/**
 * When the room holds as many people as it may, the organizer reads that it is full and, on Free, is
 * offered Pro, in a new tab so the meeting goes on (docs/product.md, 'Billing'). Anyone else who then
 * tries to come in is refused with 'This meeting is full' (the closed screen) and offered nothing.
 * Large meetings have an audience instead and never fill this way.
 */
export function RoomFullBanner() {
  const { t } = useTranslation('room');
  const room = useRoomState((state) => state.room);
  const { participants, isHost } = useParticipants();
  const [dismissed, setDismissed] = useState(false);
  if (!isHost || dismissed || !room || room.largeMeeting || participants.length < room.participantLimit) return null;
  return (
    <div
      role="status"
      className="pointer-events-auto flex max-w-xl items-start gap-2 rounded-xl bg-white px-4 py-2 text-sm text-slate-900 shadow"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex items-center gap-2 font-semibold">
          <Users aria-hidden="true" className="size-4" />
          {t('banner.roomFull', { count: room.participantLimit })}
        </p>
        {/* In the room every control is at least 44x44, a finger's size on a phone. */}
        <UpgradeOffer newTab buttonClassName="min-h-11" />
      </div>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label={t('banner.dismiss')}
        title={t('banner.dismiss')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
