import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import type { Guide } from '#web/features/dashboard/hooks/use-guide.ts';

/** The first-visit offer: start the tour now, or later (which counts as a visit). */
export function WelcomeSplash({ guide }: { guide: Guide }) {
  const { t } = useTranslation('dashboard');
  return (
    <Dialog
      open={guide.mode === 'splash'}
      onClose={guide.close}
      title={t('tour.splashTitle')}
      description={t('tour.splashText')}
    >
      <Sparkles aria-hidden="true" className="mx-auto mb-4 size-10 text-indigo-500" />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={guide.close}>
          {t('tour.later')}
        </Button>
        <Button onClick={guide.start}>{t('tour.begin')}</Button>
      </div>
    </Dialog>
  );
}
