import Video from 'lucide-react/icons/video';
import { useTranslation } from 'react-i18next';
import type { SplashStage } from '../hooks/use-splash';

/**
 * The landing page's opening (docs/product.md, 'Landing page': logo at 0.5 s, growing at 1 s, done at 1.5 s). A
 * light, see-through veil over the page, which is painted beneath it from the first frame (decision record
 * 060): the logo comes in at its centre, its mark grows, and the veil fades away. Plain CSS transitions on
 * transform and opacity: no animation library, nothing that moves the page's layout.
 */
export function SplashScreen({ stage }: { stage: SplashStage }) {
  const { t } = useTranslation(['marketing', 'common']);
  if (stage === 'gone') return null;
  const logoShown = stage !== 'start';
  const expanded = stage === 'expand' || stage === 'complete';

  return (
    <div
      role="status"
      aria-label={t('splash.label')}
      className={`fixed inset-0 z-50 flex items-center justify-center overflow-hidden bg-white/50 transition-opacity duration-500 ${
        stage === 'complete' ? 'opacity-0' : 'opacity-100'
      }`}
    >
      <span
        aria-hidden="true"
        className={`absolute size-32 rounded-full bg-indigo-500/10 transition-transform duration-500 ease-out ${
          expanded ? 'scale-[24]' : 'scale-0'
        }`}
      />
      <span
        aria-hidden="true"
        className={`relative flex items-center gap-3 text-3xl font-bold text-indigo-700 transition duration-500 ${
          logoShown ? 'scale-100 opacity-100' : 'scale-75 opacity-0'
        }`}
      >
        <span className="grid size-14 place-items-center rounded-2xl bg-indigo-700 text-white">
          <Video className="size-8" />
        </span>
        {t('common:brand')}
      </span>
    </div>
  );
}
