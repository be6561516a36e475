import AudioLines from 'lucide-react/icons/audio-lines';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import MonitorPlay from 'lucide-react/icons/monitor-play';
import ScreenShare from 'lucide-react/icons/screen-share';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import { landingSections } from '#web/config/paths.ts';
import { MAX_PARTICIPANTS } from '../config/landing';
import { useMarketingText } from '../hooks/use-marketing-text';
import { MarketingSection } from './marketing-section';

// The product's claims (docs/product.md, 'What the product is'), in the original client's order.
const features = [
  { key: 'video', Icon: Video },
  { key: 'guests', Icon: UserCheck },
  { key: 'screen', Icon: ScreenShare },
  { key: 'noise', Icon: AudioLines },
  { key: 'participants', Icon: Users },
  { key: 'hd', Icon: MonitorPlay },
  { key: 'scheduling', Icon: CalendarClock },
] as const;

export function FeaturesSection() {
  const { t } = useMarketingText();
  return (
    <MarketingSection id={landingSections.features} title={t('features.title')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
            <Icon aria-hidden="true" className="size-8 text-indigo-600" />
            <h3 className="mt-4 font-semibold text-slate-900">
              {t(`features.${key}.title`, { limit: MAX_PARTICIPANTS })}
            </h3>
            <p className="mt-2 text-slate-600">{t(`features.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
