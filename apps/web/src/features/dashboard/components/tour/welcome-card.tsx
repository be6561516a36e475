import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import type { Guide } from '#web/features/dashboard/hooks/use-guide.ts';

/**
 * The welcome card for first-time users: never together with the first-visit dialog or the tour, and gone
 * once dismissed or once the tour was finished or skipped (docs/product.md, 'Guided tour').
 */
export function WelcomeCard({ guide }: { guide: Guide }) {
  const { t } = useTranslation('dashboard');
  if (!guide.showWelcomeCard) return null;
  return (
    <section
      aria-labelledby="dashboard-welcome-title"
      className="rounded-2xl bg-gradient-to-r from-indigo-600 to-sky-600 p-6 text-white shadow-sm"
    >
      <h2 id="dashboard-welcome-title" className="text-xl font-bold">
        {t('welcome.title')}
      </h2>
      <p className="mt-1 max-w-2xl text-indigo-50">{t('welcome.text')}</p>
      <div className="mt-4 flex gap-2">
        <Button variant="secondary" onClick={guide.start}>
          {t('welcome.startTour')}
        </Button>
        <button
          type="button"
          onClick={guide.dismissWelcome}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          {t('welcome.dismiss')}
        </button>
      </div>
    </section>
  );
}
