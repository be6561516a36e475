import { Clock, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '#web/lib/time/use-date-format.ts';
import { useRoomState } from '../context/room-context';
import { useRecordingAnnouncement } from '../hooks/use-recording-announcement';
import { NoiseUnavailable } from './noise-unavailable';
import { RoomFullBanner } from './room-full-banner';

/**
 * 'Reconnecting…' while a connection recovers, the plan's closing time once warned, and that noise
 * suppression is unavailable. The polite live region also tells screen readers, once, that the
 * recording started or stopped, and that suppression became unavailable.
 */
export function RoomBanners() {
  const { t } = useTranslation('room');
  const reconnecting = useRoomState((state) => state.reconnecting);
  const closesAt = useRoomState((state) => state.closesAt);
  const format = useDateFormat();
  const recordingNews = useRecordingAnnouncement();
  return (
    <div className="pointer-events-none absolute inset-x-0 top-2 z-10 flex flex-col items-center gap-2 px-2">
      {/* Not atomic: each news is read alone, so 'Reconnecting…' does not repeat an old recording news. */}
      <div role="status" aria-live="polite" aria-atomic="false">
        {reconnecting ? (
          <p className="flex items-center gap-2 rounded-full bg-amber-400 px-4 py-1.5 text-sm font-semibold text-slate-900">
            <RefreshCw aria-hidden="true" className="size-4 animate-spin" />
            {t('banner.reconnecting')}
          </p>
        ) : null}
        {recordingNews ? (
          // Keyed by the text: a new node is an addition, which every screen reader reads.
          <span key={recordingNews} className="sr-only">
            {recordingNews}
          </span>
        ) : null}
        <NoiseUnavailable />
      </div>
      <RoomFullBanner />
      {closesAt ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-full bg-slate-100 px-4 py-1.5 text-sm text-slate-900"
        >
          <Clock aria-hidden="true" className="size-4" />
          {t('banner.timeWarning', { time: format.time(closesAt) })}
        </p>
      ) : null}
    </div>
  );
}
