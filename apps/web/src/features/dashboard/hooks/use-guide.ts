import { useState } from 'react';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '#web/lib/storage.ts';
import { TOUR_STEPS } from '../config/tour-steps';

export type GuideMode = 'idle' | 'splash' | 'touring';

/**
 * The guide's flags in local storage (docs/product.md, 'Guided tour'): offered on a first visit until
 * finished; dashboard_guide_completed is 'true' once finished; dashboard_first_visit is 'visited'
 * after closing or finishing; welcome_dismissed hides the welcome card. Reset clears all three.
 * One welcome at a time: the card never shows beside the first-visit dialog or during the tour, and
 * it goes for good once the tour is finished or skipped (the dialog's 'Maybe later' keeps it, as the
 * way to take the tour later).
 */
export function useGuide() {
  const completed = readItem(STORAGE_KEYS.dashboardGuideCompleted) === 'true';
  const [mode, setMode] = useState<GuideMode>(() =>
    !completed && readItem(STORAGE_KEYS.dashboardFirstVisit) !== 'visited' ? 'splash' : 'idle',
  );
  const [step, setStep] = useState(0);
  const [welcomeDismissed, setWelcomeDismissed] = useState(() => readItem(STORAGE_KEYS.welcomeDismissed) === 'true');

  const close = () => {
    writeItem(STORAGE_KEYS.dashboardFirstVisit, 'visited');
    setMode('idle');
  };
  const dismissWelcome = () => {
    writeItem(STORAGE_KEYS.welcomeDismissed, 'true');
    setWelcomeDismissed(true);
  };

  return {
    mode,
    step,
    completed,
    welcomeDismissed,
    /** The welcome card: not beside the first-visit dialog or the tour, nor once the tour is done or skipped. */
    showWelcomeCard: mode === 'idle' && !welcomeDismissed && !completed,
    start: () => {
      setStep(0);
      setMode('touring');
    },
    goTo: (index: number) => setStep(Math.max(0, Math.min(TOUR_STEPS.length - 1, index))),
    close,
    /** The tour's Skip (and Escape): it is dismissed, so the welcome card goes with it. */
    skip: () => {
      dismissWelcome();
      close();
    },
    finish: () => {
      writeItem(STORAGE_KEYS.dashboardGuideCompleted, 'true');
      dismissWelcome();
      close();
    },
    dismissWelcome,
    reset: () => {
      removeItem(STORAGE_KEYS.welcomeDismissed);
      removeItem(STORAGE_KEYS.dashboardGuideCompleted);
      removeItem(STORAGE_KEYS.dashboardFirstVisit);
      window.location.reload();
    },
  };
}

export type Guide = ReturnType<typeof useGuide>;
