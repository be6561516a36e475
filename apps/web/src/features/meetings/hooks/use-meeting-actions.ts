import type { Meeting, OccurrenceScope } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCancelMeeting } from '../api/cancel-meeting';
import { useEndMeeting } from '../api/end-meeting';
import { getJoinUrl } from '../api/get-join-url';
import { useStartMeeting } from '../api/start-meeting';
import { openPendingTab, type PendingTab } from '#web/lib/open-pending-tab.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

export type MeetingAction = 'start' | 'join' | 'end' | 'cancel';

/**
 * What start, join, end and cancel do (docs/product.md, 'Meeting actions'), without the pending
 * state: a list of meeting cards makes these once and each card keeps only its own pending state
 * (useMeetingActionsWith), instead of two mutation observers and a translation hook per card.
 */
export function useMeetingActionCalls() {
  const { t } = useTranslation('meetings');
  const startMutation = useStartMeeting();
  const endMutation = useEndMeeting();
  const cancelMutation = useCancelMeeting();

  async function openRoom(meeting: Meeting, tab: PendingTab): Promise<void> {
    try {
      if (!tab.go(await getJoinUrl(meeting.id))) toast.error(t('toast.popupBlocked'));
    } catch (error) {
      tab.close();
      toastFailure(t('toast.joinUrlFailed'), error);
    }
  }

  return {
    async start(meeting: Meeting, tab: PendingTab): Promise<void> {
      try {
        await startMutation.mutateAsync(meeting.id);
      } catch (error) {
        tab.close();
        return toastFailure(t('toast.startFailed'), error);
      }
      toast.success(t('toast.started'));
      await openRoom(meeting, tab);
    },
    async join(meeting: Meeting, tab: PendingTab): Promise<void> {
      toast(t('toast.joining'));
      await openRoom(meeting, tab);
    },
    async end(meeting: Meeting): Promise<void> {
      try {
        await endMutation.mutateAsync({ id: meeting.id });
        toast.success(t('toast.ended'));
      } catch (error) {
        toastFailure(t('toast.endFailed'), error);
      }
    },
    /** Resolves to whether the server took it; `message` goes to the invitees with the cancellation. */
    async cancel(meeting: Meeting, scope: OccurrenceScope, message?: string): Promise<boolean> {
      try {
        await cancelMutation.mutateAsync({ id: meeting.id, scope: meeting.seriesId ? scope : undefined, message });
        toast.success(t(scope === 'following' ? 'toast.cancelledFollowing' : 'toast.cancelled'));
        return true;
      } catch (error) {
        toastFailure(t('toast.cancelFailed'), error);
        return false;
      }
    },
  };
}

export type MeetingActionCalls = ReturnType<typeof useMeetingActionCalls>;

/**
 * The actions of `calls` with one pending state: which of them is under way, if any. Start and join
 * open the room in a new tab with the host's join link; the tab opens within the click.
 */
export function useMeetingActionsWith(calls: MeetingActionCalls) {
  const [pending, setPending] = useState<MeetingAction | null>(null);

  async function run<T>(action: MeetingAction, work: () => Promise<T>): Promise<T> {
    setPending(action);
    try {
      return await work();
    } finally {
      setPending(null);
    }
  }

  return {
    start: (meeting: Meeting) => {
      const tab = openPendingTab();
      return run('start', () => calls.start(meeting, tab));
    },
    join: (meeting: Meeting) => {
      const tab = openPendingTab();
      return run('join', () => calls.join(meeting, tab));
    },
    end: (meeting: Meeting) => run('end', () => calls.end(meeting)),
    cancel: (meeting: Meeting, scope: OccurrenceScope, message?: string) =>
      run('cancel', () => calls.cancel(meeting, scope, message)),
    pending,
  };
}

/**
 * Start, join, end and cancel from a meeting's buttons (docs/product.md, 'Meeting actions').
 * Cancelling is for a meeting that has not begun; on an occurrence of a series it reaches that one
 * or also the following ones. It resolves to whether the server took it.
 */
export function useMeetingActions() {
  return useMeetingActionsWith(useMeetingActionCalls());
}
