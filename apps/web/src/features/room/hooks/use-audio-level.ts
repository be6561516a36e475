import { useEffect, useState } from 'react';

/** How often the meter updates: smooth enough to see, rare enough not to re-render 60 times a second. */
const UPDATE_MS = 100;

/**
 * The microphone's loudness, 0..100, from an AnalyserNode on the track (the level meter of the
 * pre-join screen). Everything it starts is stopped in the effect's clean-up.
 */
export function useAudioLevel(track: MediaStreamTrack | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    void context.resume().catch(() => undefined);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const rms = Math.sqrt(sum / samples.length);
      // Speech sits around -30 dBFS; map -60..-10 dBFS onto the meter.
      const db = 20 * Math.log10(Math.max(rms, 1e-6));
      setLevel(Math.round(Math.min(100, Math.max(0, ((db + 60) / 50) * 100))));
    }, UPDATE_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => undefined);
      setLevel(0);
    };
  }, [track]);
  return level;
}
