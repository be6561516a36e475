import Video from 'lucide-react/icons/video';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The landing page's opening (docs/product.md, 'Landing page': logo at 0.5 s, growing at 1 s, done at 1.5 s). A
 * light, see-through veil over the page, which is painted beneath it from the first frame (decision record
 * 060). Its steps are CSS animations (index.css, `.splash-*`), so the veil plays from the first paint of the
 * page's prerendered HTML, before the app has started (decision record 067); the markup never changes with
 * the steps, so the HTML and the app's first render are the same. Transform and opacity only: nothing
 * moves the page's layout.
 */
export function SplashScreen({ veilRef }: { veilRef?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation(['marketing', 'common']);
  return (
    <div
      ref={veilRef}
      role="status"
      aria-label={t('splash.label')}
      className="splash-veil fixed inset-0 z-50 flex items-center justify-center overflow-hidden bg-white/50 motion-reduce:hidden"
    >
      <span aria-hidden="true" className="splash-mark absolute size-32 rounded-full bg-indigo-500/10" />
      <span
        aria-hidden="true"
        className="splash-logo relative flex items-center gap-3 text-3xl font-bold text-indigo-700"
      >
        <span className="grid size-14 place-items-center rounded-2xl bg-indigo-700 text-white">
          <Video className="size-8" />
        </span>
        {t('common:brand')}
      </span>
    </div>
  );
}
