import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { JoinMeetingForm } from './join-meeting-form';

/**
 * The dashboard's Join Meeting dialog; name and e-mail start as the signed-in user's. The room
 * opens in a new tab, so the dashboard stays (docs/product.md, 'Dialogs').
 */
export function JoinMeetingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const onJoined = (url: string) => {
    // Opened after the request, so a strict pop-up blocker may refuse it; then say so.
    const tab = window.open(url, '_blank');
    if (tab) tab.opener = null;
    else toast.error(t('toast.popupBlocked'));
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('join.title')} description={t('join.description')}>
      <JoinMeetingForm
        defaultValues={{ meetingId: '', guestName: user?.name ?? '', guestEmail: user?.email ?? '' }}
        onJoined={onJoined}
        onCancel={onClose}
      />
    </Dialog>
  );
}
