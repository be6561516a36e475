import { useCallback } from 'react';
import { useLocalMedia, useLocalMediaState } from '../context/local-media-context';

/** The RNNoise switch; `supported` is false without AudioWorklet or WebAssembly. */
export function useNoiseSuppression() {
  const media = useLocalMedia();
  const noise = useLocalMediaState((state) => state.noise);
  const setEnabled = useCallback((enabled: boolean) => media.setNoiseSuppression(enabled), [media]);
  return { ...noise, setEnabled };
}
