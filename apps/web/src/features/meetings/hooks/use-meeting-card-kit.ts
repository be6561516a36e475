import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useCopyMeetingId } from './use-copy-meeting-id';
import { useMeetingActionCalls } from './use-meeting-actions';
import { useMeetingTexts } from './use-meeting-texts';

/**
 * What every meeting card of a list needs from hooks, taken once by the list and handed to each card:
 * a dashboard shows some 45 cards at once, and a translation hook, the date formats, the copy and the
 * action mutations in each card took about a third of its first render (docs/performance.md,
 * dashboard, fourth round).
 */
export function useMeetingCardKit() {
  const { t } = useTranslation('meetings');
  const format = useDateFormat();
  const texts = useMeetingTexts();
  const copy = useCopyMeetingId();
  const calls = useMeetingActionCalls();
  const { user } = useAuth();
  return { t, format, duration: texts.duration, copy, calls, userId: user?.id };
}

export type MeetingCardKit = ReturnType<typeof useMeetingCardKit>;
