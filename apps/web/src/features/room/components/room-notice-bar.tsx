import { useRoomState } from '../context/room-context';
import { BackgroundSlow } from './background-slow';

/**
 * Notices that may stay a while sit here, in a bar between the header and the videos, so they push the
 * videos down rather than cover a face (docs/product.md, 'Meeting room'). Empty, it takes no room but stays
 * in the page: a polite live region (without the `status` role) must exist before what it announces.
 */
export function RoomNoticeBar() {
  const meetingCode = useRoomState((state) => state.room?.meetingCode ?? null);
  return (
    <div
      aria-live="polite"
      data-testid="room-notice-bar"
      className="flex flex-col items-center gap-2 px-3 pb-2 empty:p-0"
    >
      {meetingCode ? <BackgroundSlow meetingCode={meetingCode} /> : null}
    </div>
  );
}
