import { useCallback } from 'react';
import { useLocalMedia, useLocalMediaState } from '../context/local-media-context';
import type { BackgroundChoice } from '../core/background/background-choice';
import { isBackgroundSupported } from '../core/background/background-support';

/** The background choice (none, blur, a picture) and how its effect is doing. */
export function useBackground() {
  const media = useLocalMedia();
  const background = useLocalMediaState((state) => state.background);
  const setChoice = useCallback((choice: BackgroundChoice) => media.setBackground(choice), [media]);
  return { ...background, supported: isBackgroundSupported(), setChoice };
}
