import type { Meeting, OccurrenceScope } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useEndMeeting } from '../api/end-meeting';
import { getJoinUrl } from '../api/get-join-url';
import { useStartMeeting } from '../api/start-meeting';
import { openPendingTab, type PendingTab } from '#web/lib/open-pending-tab.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

export type MeetingAction = 'start' | 'join' | 'end' | 'cancel';

/**
 * Start, join, end and cancel from a meeting's buttons (docs/product.md, 'Meeting actions'). Start
 * and join open the room in a new tab with the host's join link; the tab opens within the click.
 * Cancelling is ending a meeting before it began; on an occurrence of a series it reaches that one
 * or also the following ones. It resolves to whether the server took it.
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
        await endMutation.mutateAsync({ id: meeting.id });
        toast.success(t('toast.ended'));
      } catch (error) {
        toastFailure(t('toast.endFailed'), error);
      }
    });

  const cancel = async (meeting: Meeting, scope: OccurrenceScope): Promise<boolean> => {
    let cancelled = false;
    await run('cancel', async () => {
      try {
        await endMutation.mutateAsync({ id: meeting.id, scope });
        toast.success(t(scope === 'following' ? 'toast.cancelledFollowing' : 'toast.cancelled'));
        cancelled = true;
      } catch (error) {
        toastFailure(t('toast.cancelFailed'), error);
      }
    });
    return cancelled;
  };

  return { start, join, end, cancel, pending };
}
