import Mic from 'lucide-react/icons/mic';
import PhoneOff from 'lucide-react/icons/phone-off';
import ScreenShare from 'lucide-react/icons/screen-share';
import Video from 'lucide-react/icons/video';
import { useTranslation } from 'react-i18next';

// Four video tiles, as a meeting in the room looks; the letters stand in for participants' pictures.
const tiles = [
  { initials: 'EY', color: 'bg-indigo-600' },
  { initials: 'MB', color: 'bg-emerald-700' },
  { initials: 'SK', color: 'bg-sky-700' },
  { initials: 'AD', color: 'bg-rose-700' },
];

/** The hero's picture of a meeting: one image to assistive technology, described by its label. */
export function MockMeetingCard() {
  const { t } = useTranslation('marketing');
  return (
    <div
      role="img"
      aria-label={t('hero.mock.label')}
      className="mx-auto mt-14 w-full max-w-3xl rounded-2xl bg-slate-900 p-4 text-left shadow-2xl"
    >
      <div className="flex items-center justify-between text-sm font-semibold text-white">
        <span>{t('hero.mock.title')}</span>
        <span className="flex items-center gap-2 rounded-full bg-red-600 px-3 py-0.5 text-xs">
          <span className="size-2 rounded-full bg-white" />
          {t('hero.mock.live')}
        </span>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {tiles.map((tile) => (
          <div key={tile.initials} className={`flex aspect-video items-center justify-center rounded-xl ${tile.color}`}>
            <span className="text-2xl font-semibold text-white">{tile.initials}</span>
          </div>
        ))}
      </div>
      <div className="mt-4 flex justify-center gap-3 text-white">
        {[Mic, Video, ScreenShare].map((Icon, index) => (
          <span key={index} className="grid size-10 place-items-center rounded-full bg-slate-700">
            <Icon className="size-5" />
          </span>
        ))}
        <span className="grid size-10 place-items-center rounded-full bg-red-600">
          <PhoneOff className="size-5" />
        </span>
      </div>
    </div>
  );
}
