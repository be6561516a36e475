import { PLAN_LIMITS } from '@vm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useCreateMeeting } from '../api/create-meeting';
import { getJoinUrl } from '../api/get-join-url';
import { useStartMeeting } from '../api/start-meeting';
import { openPendingTab } from '#web/lib/open-pending-tab.ts';
import { toastFailure } from '#web/lib/toast-failure.ts';

const DEFAULT_MINUTES = 60;

/**
 * Instant Meeting (docs/product.md, 'Instant Meeting'): a meeting from now for an hour, or for the plan's limit when
 * that is shorter, started at once and opened in a new tab.
 */
export function useInstantMeeting() {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const create = useCreateMeeting();
  const start = useStartMeeting();
  const [pending, setPending] = useState(false);

  const run = async () => {
    if (pending) return;
    const tab = openPendingTab();
    setPending(true);
    try {
      const limit = user ? PLAN_LIMITS[user.plan].maxDurationMinutes : null;
      const minutes = Math.min(DEFAULT_MINUTES, limit ?? DEFAULT_MINUTES);
      const now = Date.now();
      const meeting = await create
        .mutateAsync({
          title: t('instant.title'),
          startTime: new Date(now).toISOString(),
          endTime: new Date(now + minutes * 60_000).toISOString(),
        })
        .catch((error: unknown) => {
          toastFailure(t('toast.notCreated'), error);
          throw error;
        });
      await start.mutateAsync(meeting.id).catch((error: unknown) => {
        toastFailure(t('toast.startFailed'), error);
        throw error;
      });
      toast.success(t('toast.started'));
      const url = await getJoinUrl(meeting.id).catch((error: unknown) => {
        toastFailure(t('toast.joinUrlFailed'), error);
        throw error;
      });
      if (!tab.go(url)) toast.error(t('toast.popupBlocked'));
    } catch {
      tab.close();
    } finally {
      setPending(false);
    }
  };

  return { run, pending };
}
