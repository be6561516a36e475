import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { TOUR_STEPS, TOUR_TARGETS } from '#web/features/dashboard/config/tour-steps.ts';
import type { Guide } from '#web/features/dashboard/hooks/use-guide.ts';
import { useTouchOnly } from '#web/features/dashboard/hooks/use-touch-only.ts';
import { usePanelEdge } from './use-panel-edge';
import { useSpotlight } from './use-spotlight';

/**
 * The tour's side panel ('Rehber' in Turkish): progress bar, the step, dots to jump, Back, Next or
 * Finish, and Skip. Not modal, so the highlighted section can be looked at and used; Escape skips.
 * It takes the top or bottom of the window, whichever leaves the highlighted section uncovered.
 */
export function TourPanel({ guide }: { guide: Guide }) {
  const { t } = useTranslation('dashboard');
  const panel = useRef<HTMLElement>(null);
  const touchOnly = useTouchOnly();
  const touring = guide.mode === 'touring';
  const name = TOUR_STEPS[guide.step]!;
  const last = guide.step === TOUR_STEPS.length - 1;
  const targetId = touring ? TOUR_TARGETS[name] : null;
  useSpotlight(targetId);
  const edge = usePanelEdge(targetId, panel);
  useEffect(() => {
    if (touring) panel.current?.focus();
  }, [touring]);
  if (!touring) return null;

  return (
    <aside
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-panel-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') guide.skip();
      }}
      className={`fixed right-4 z-40 max-h-[calc(100dvh-2rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl focus:outline-none ${edge === 'top' ? 'top-4' : 'bottom-4'}`}
    >
      <div className="flex items-center justify-between">
        <h2 id="tour-panel-title" className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          {t('tour.panel')}
        </h2>
        <button
          type="button"
          onClick={guide.skip}
          aria-label={t('tour.skip')}
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div
        role="progressbar"
        aria-label={t('tour.progress', { current: guide.step + 1, total: TOUR_STEPS.length })}
        aria-valuemin={1}
        aria-valuemax={TOUR_STEPS.length}
        aria-valuenow={guide.step + 1}
        className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full bg-indigo-600 transition-all"
          style={{ width: `${((guide.step + 1) / TOUR_STEPS.length) * 100}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {t('tour.progress', { current: guide.step + 1, total: TOUR_STEPS.length })}
      </p>
      <h3 className="mt-3 text-lg font-bold text-slate-900" aria-live="polite">
        {t(`tour.steps.${name}.title`)}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {/* A touch screen has no keys to press: the quick actions' step leaves them out there. */}
        {t(touchOnly && name === 'quickActions' ? 'tour.steps.quickActions.textTouch' : `tour.steps.${name}.text`)}
      </p>
      <ol aria-label={t('tour.stepDots')} className="mt-4 flex gap-1.5">
        {TOUR_STEPS.map((step, index) => (
          <li key={step}>
            <button
              type="button"
              onClick={() => guide.goTo(index)}
              aria-label={t('tour.goToStep', { step: index + 1 })}
              aria-current={index === guide.step ? 'step' : undefined}
              className={`block size-2.5 rounded-full ${index === guide.step ? 'bg-indigo-600' : 'bg-slate-300 hover:bg-slate-400'}`}
            />
          </li>
        ))}
      </ol>
      <div className="mt-4 flex items-center justify-between gap-2">
        <Button variant="ghost" onClick={guide.skip}>
          {t('tour.skip')}
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => guide.goTo(guide.step - 1)} disabled={guide.step === 0}>
            {t('tour.back')}
          </Button>
          <Button onClick={last ? guide.finish : () => guide.goTo(guide.step + 1)}>
            {last ? t('tour.finish') : t('tour.next')}
          </Button>
        </div>
      </div>
    </aside>
  );
}
