import type { Meeting } from '@vm/contracts';
import type { TFunction } from 'i18next';
import { Play, Square, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useMeetingActionCalls, useMeetingActionsWith, type MeetingActionCalls } from '../hooks/use-meeting-actions';
import { statusKind } from '../utils/meeting-status';

const small = 'relative z-10 px-3 py-1.5';
// Live meetings' Join is green (docs/product.md, 'Meeting actions'); its own classes, as Button's
// variants are not for overriding.
const joinClasses =
  'relative z-10 inline-flex items-center justify-center gap-2 rounded-lg bg-emerald-600 px-3 py-1.5 text-sm ' +
  'font-semibold text-white hover:bg-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-emerald-600 disabled:opacity-60';

/**
 * The per-meeting action (docs/product.md, 'Meeting actions'): Join when live, plus End for
 * the organizer; Start when scheduled; a disabled Ended (or Cancelled) otherwise.
 */
export function MeetingActions({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation('meetings');
  const { user } = useAuth();
  const calls = useMeetingActionCalls();
  return <MeetingActionsView meeting={meeting} t={t} calls={calls} userId={user?.id} />;
}

interface ActionsViewProps {
  meeting: Meeting;
  t: TFunction<'meetings'>;
  /** The list's action calls (hooks/use-meeting-actions.ts); the pending state is this meeting's own. */
  calls: MeetingActionCalls;
  userId: string | undefined;
}

/** The buttons from texts and calls its list already has (meeting cards). */
export function MeetingActionsView({ meeting, t, calls, userId }: ActionsViewProps) {
  const { start, join, end, pending } = useMeetingActionsWith(calls);
  const kind = statusKind(meeting.status);
  const label = { title: meeting.title };

  if (kind === 'ended') {
    return (
      <Button variant="secondary" disabled className={small}>
        {t(meeting.cancelledAt ? 'actions.cancelled' : 'actions.ended')}
      </Button>
    );
  }
  if (kind === 'scheduled') {
    return (
      <Button
        className={small}
        onClick={() => void start(meeting)}
        disabled={pending !== null}
        aria-label={t('actions.startLabel', label)}
      >
        <Play aria-hidden="true" className="size-4" />
        {t('actions.start')}
      </Button>
    );
  }
  return (
    <div className="relative z-10 flex gap-2">
      <button
        type="button"
        className={joinClasses}
        onClick={() => void join(meeting)}
        disabled={pending !== null}
        aria-label={t('actions.joinLabel', label)}
      >
        <Video aria-hidden="true" className="size-4" />
        {t('actions.join')}
      </button>
      {userId === meeting.organizerId ? (
        <Button
          variant="secondary"
          className={small}
          onClick={() => void end(meeting)}
          disabled={pending !== null}
          aria-label={t('actions.endLabel', label)}
        >
          <Square aria-hidden="true" className="size-4" />
          {t('actions.end')}
        </Button>
      ) : null}
    </div>
  );
}
