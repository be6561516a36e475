import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLanguage, formatDateTime } from '#web/lib/time/format.ts';
import { viewerTimeZone } from '#web/lib/time/zone.ts';
import { useRoomLink } from '../api/get-room-link';
import { StatusScreen } from '../components/status-screen';

interface RoomLinkGateProps {
  /** The code in the address: a meeting's own, or a series' (decision record 057). */
  code: string;
  /** The visit itself, for the meeting code the link opens now. */
  children: (meetingCode: string) => ReactNode;
}

/**
 * Before the room's entry: which meeting `/room/{code}` opens now. A meeting's own code opens that
 * meeting as it always did; a series code opens its live or open occurrence, or says when the next
 * one starts (in the viewer's zone) or that the series is over. When the question cannot be answered
 * (an unknown code, a refusal, no network) the visit goes on with the code as it is, so the entry
 * gives its usual answers.
 */
export function RoomLinkGate({ code, children }: RoomLinkGateProps) {
  const { t, i18n } = useTranslation('room');
  const link = useRoomLink(code);
  if (link.isPending) return <StatusScreen busy title={t('entry.checking')} />;
  if (link.isError) return children(code);
  const answer = link.data;
  if (answer.state === 'open') return children(answer.meeting.meetingId);
  if (answer.state === 'over') return <StatusScreen title={answer.title} text={t('series.over')} />;
  const language = dateLanguage(i18n.resolvedLanguage ?? i18n.language);
  const time = formatDateTime(answer.meeting.startTime, language, viewerTimeZone());
  return <StatusScreen title={answer.meeting.title} text={t('series.notOpenYet', { time })} />;
}
