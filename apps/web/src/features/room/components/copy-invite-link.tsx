import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useRoomState } from '../context/room-context';

/**
 * 'Copy invite link' at the top of the participants panel (docs/product.md, 'Meeting room'): the meeting's room
 * URL, the same link the meeting's page and e-mails give, which carries no secret. Who opens it enters
 * by the usual rules (a guest of a private meeting waits in the lobby).
 */
export function CopyInviteLink() {
  const { t } = useTranslation('room');
  const meetingCode = useRoomState((state) => state.room?.meetingCode ?? null);
  if (!meetingCode) return null;
  const link = `${window.location.origin}${paths.room.getHref(meetingCode)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('people.inviteCopied'));
    } catch {
      // No clipboard access (an insecure page, a denied permission): the link is shown to copy by hand.
      toast.error(t('people.inviteCopyFailed'), { description: link });
    }
  };
  return (
    <div className="border-b border-slate-200 p-3">
      <Button variant="secondary" className="min-h-11 w-full text-sm" onClick={() => void copy()}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('people.copyInvite')}
      </Button>
    </div>
  );
}
