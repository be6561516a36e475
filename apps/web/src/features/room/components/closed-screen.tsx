import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { paths, RECORDINGS_ANCHOR } from '#web/config/paths.ts';
import type { ClosedReason } from '../core/state/room-state';
import { StatusScreen } from './status-screen';

/** What the organizer's own end screen links to: the meeting's page, and its recordings when it was recorded. */
export interface HostEnding {
  meetingId: string;
  recorded: boolean;
}

interface ClosedScreenProps {
  closed: ClosedReason;
  /** Starts over: a new token if needed, the pre-join screen, a new connection. */
  onRejoin: () => void;
  /** This person is the host (the organizer): the host's own ending reads 'You ended the meeting'. */
  host?: HostEnding | null;
}

function texts(closed: ClosedReason, host: boolean, t: ReturnType<typeof useTranslation<'room'>>['t']) {
  switch (closed.kind) {
    case 'ended':
      if (closed.reason === 'host') return { title: t(host ? 'closed.youEnded' : 'closed.endedByHost') };
      return { title: t(closed.reason === 'time-limit' ? 'closed.timeLimit' : 'closed.ended'), text: closed.message };
    case 'refused':
      if (closed.reason === 'media-unavailable')
        return { title: t('closed.mediaUnavailable'), text: t('closed.mediaUnavailableHint') };
      if (closed.reason === 'invalid-token') return { title: t('closed.invalidToken') };
      if (closed.reason === 'ended') return { title: t('closed.ended') };
      if (closed.reason === 'cancelled') return { title: t('closed.cancelled') };
      // The server's words say how many the media servers carry.
      if (closed.reason === 'audience-full') return { title: t('closed.audienceFull'), text: closed.message };
      // The server's words carry the numbers ("full: 2 participants on this plan", opening time).
      return { title: t(closed.reason === 'full' ? 'closed.full' : 'closed.notOpen'), text: closed.message };
    case 'denied':
      return { title: t('closed.denied'), text: closed.message };
    case 'removed':
      return { title: t('closed.removed'), text: closed.message };
    case 'left':
      return { title: t('closed.left') };
    case 'connection-lost':
      return { title: t('closed.connectionLost') };
  }
}

/**
 * The end of a visit, with its reason, and a way back in where one makes sense. The host who ended the
 * meeting is told so, with the way to the meeting's page and, when it was recorded, to its recordings
 * there (docs/product.md, 'Meeting room').
 */
export function ClosedScreen({ closed, onRejoin, host = null }: ClosedScreenProps) {
  const { t } = useTranslation('room');
  const { title, text } = texts(closed, host !== null, t);
  const hostEnded = host !== null && closed.kind === 'ended' && closed.reason === 'host';
  const final = closed.kind === 'ended' || closed.kind === 'removed' || closed.kind === 'denied';
  // Nothing to try again when the meeting is over or called off.
  const over = closed.kind === 'refused' && (closed.reason === 'ended' || closed.reason === 'cancelled');
  const retryable = closed.kind === 'refused' && !over;
  return (
    <StatusScreen title={title} text={text}>
      {!final && !over ? (
        <Button onClick={onRejoin}>{t(retryable ? 'closed.tryAgain' : 'closed.rejoin')}</Button>
      ) : null}
      {hostEnded ? (
        <>
          <Link to={paths.app.meeting.getHref(host.meetingId)} className={buttonClasses('primary')}>
            {t('closed.meetingPage')}
          </Link>
          {host.recorded ? (
            <Link
              to={`${paths.app.meeting.getHref(host.meetingId)}#${RECORDINGS_ANCHOR}`}
              className={buttonClasses('secondary')}
            >
              {t('closed.recording')}
            </Link>
          ) : null}
        </>
      ) : (
        <Link to={paths.home.getHref()} className={buttonClasses('secondary')}>
          {t('closed.home')}
        </Link>
      )}
    </StatusScreen>
  );
}
