import { Gauge, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBackground } from '../hooks/use-background';
import { useOncePerMeeting } from '../hooks/use-once-per-meeting';

/**
 * Says in the room that this device cannot keep up with the background effect (frames have taken
 * longer than the frame interval for a few seconds), with the way out: turning it off. Shown once per
 * meeting (docs/product.md, 'Meeting room'): it goes for good when closed, when the effect is turned
 * off, or when the machine catches up. The room places it in its notice bar, above the videos.
 */
export function BackgroundSlow({ meetingCode }: { meetingCode: string }) {
  const { t } = useTranslation('room');
  const background = useBackground();
  const slow = background.slow && background.choice !== 'none';
  const notice = useOncePerMeeting('background-slow', meetingCode, slow);
  if (!notice.visible) return null;
  return (
    <div className="flex max-w-full items-center gap-2 rounded-full bg-amber-100 py-1 pr-1 pl-4 text-sm text-slate-900">
      <Gauge aria-hidden="true" className="size-4 shrink-0" />
      <p>{t('background.slow')}</p>
      <button
        type="button"
        onClick={() => background.setChoice('none')}
        className="min-h-11 shrink-0 rounded-full px-3 font-semibold underline hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        {t('background.turnOff')}
      </button>
      <button
        type="button"
        onClick={notice.dismiss}
        aria-label={t('background.dismiss')}
        title={t('background.dismiss')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
