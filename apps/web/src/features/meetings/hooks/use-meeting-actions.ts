import type { Meeting } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useEndMeeting } from '../api/end-meeting';
import { getJoinUrl } from '../api/get-join-url';
import { useStartMeeting } from '../api/start-meeting';
import { openPendingTab, type PendingTab } from '#web/lib/open-pending-tab.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

export type MeetingAction = 'start' | 'join' | 'end';

/**
 * Start, join and end from a meeting's buttons (docs/product.md, 'Meeting actions'). Start and
 * join open the room in a new tab with the host's join link; the tab opens within the click.
 */
export function useMeetingActions() {
  const { t } = useTranslation('meetings');
  const startMutation = useStartMeeting();
  const endMutation = useEndMeeting();
  const [pending, setPending] = useState<MeetingAction | null>(null);

  async function openRoom(meeting: Meeting, tab: PendingTab): Promise<void> {
    try {
      if (!tab.go(await getJoinUrl(meeting.id))) toast.error(t('toast.popupBlocked'));
    } catch (error) {
      tab.close();
      toastFailure(t('toast.joinUrlFailed'), error);
    }
  }

  async function run(action: MeetingAction, work: () => Promise<void>) {
    setPending(action);
    try {
      await work();
    } finally {
      setPending(null);
    }
  }

  const start = (meeting: Meeting) => {
    const tab = openPendingTab();
    return run('start', async () => {
      try {
        await startMutation.mutateAsync(meeting.id);
      } catch (error) {
        tab.close();
        return toastFailure(t('toast.startFailed'), error);
      }
      toast.success(t('toast.started'));
      await openRoom(meeting, tab);
    });
  };

  const join = (meeting: Meeting) => {
    const tab = openPendingTab();
    return run('join', async () => {
      toast(t('toast.joining'));
      await openRoom(meeting, tab);
    });
  };

  const end = (meeting: Meeting) =>
    run('end', async () => {
      try {
        await endMutation.mutateAsync(meeting.id);
        toast.success(t('toast.ended'));
      } catch (error) {
        toastFailure(t('toast.endFailed'), error);
      }
    });

  return { start, join, end, pending };
}
