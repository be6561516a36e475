import type { Locale } from '@vm/contracts';
import { translator } from '#server/locales/translate.ts';
import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mail-types';

export interface RecordingReadyMailInput {
  to: string;
  locale: Locale;
  meetingTitle: string;
  /** When the recording started (ISO 8601, UTC). */
  startedAt: string;
  durationSeconds: number;
  /** The meeting's page, where the recording plays and downloads. */
  meetingPageUrl: string;
}

/** "2026-11-24 10:05 UTC": e-mails show UTC (decision record 011), like the invitations. */
export function utcMinute(instant: string): string {
  return `${new Date(instant).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** "1 h 05 min", "12 min 30 s", "45 s" in the organizer's language. */
export function spokenDuration(locale: Locale, totalSeconds: number): string {
  const t = translator(locale);
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  if (hours > 0) return t('recordings.durationHours', { hours, minutes: pad(minutes) });
  if (minutes > 0) return t('recordings.durationMinutes', { minutes, seconds: pad(seconds % 60) });
  return t('recordings.durationSeconds', { seconds });
}

/** Tells the organizer that a recording can be watched: which meeting, when it started, how long. */
export function recordingReadyMail(input: RecordingReadyMailInput): OutgoingMail {
  const t = translator(input.locale);
  const title = input.meetingTitle;
  return renderMail(input.to, t('recordings.readySubject', { title }), input.locale, [
    { kind: 'heading', text: t('recordings.readyHeading') },
    { kind: 'paragraph', text: t('recordings.readyBody', { title, start: utcMinute(input.startedAt) }) },
    {
      kind: 'paragraph',
      text: t('recordings.readyDuration', { duration: spokenDuration(input.locale, input.durationSeconds) }),
    },
    { kind: 'button', text: t('recordings.readyButton'), href: input.meetingPageUrl },
    { kind: 'note', text: t('recordings.readyNote') },
  ]);
}
