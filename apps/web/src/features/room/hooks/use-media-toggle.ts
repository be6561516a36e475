import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalMedia, useLocalMediaState } from '../context/local-media-context';
import type { LocalSource } from '../core/media/local-media-state';
import { shortcutAria, shortcutLabel } from './shortcuts';

/**
 * A camera or microphone switch: its state plus props to spread on a button
 * (`<button {...buttonProps}>`), with aria-pressed, the shortcut in the tooltip and in
 * aria-keyshortcuts, and disabled while the device is starting. The microphone shows 'on' only while
 * a track really goes out (the raw one, or RNNoise's once it runs).
 */
export function useMediaToggle(source: LocalSource) {
  const { t } = useTranslation('room');
  const media = useLocalMedia();
  const device = useLocalMediaState((state) => state[source]);
  const publishedAudio = useLocalMediaState((state) => state.publishedAudio);
  const enabled = device.enabled && device.track !== null && (source === 'camera' || publishedAudio !== null);
  const pending = device.pending;
  const toggle = useCallback(() => void media.setEnabled(source, !enabled), [media, source, enabled]);
  const action = t(`controls.${source}.${enabled ? 'turnOff' : 'turnOn'}`);
  return {
    enabled,
    pending,
    problem: device.problem,
    toggle,
    buttonProps: {
      type: 'button' as const,
      'aria-label': t(`controls.${source}.label`),
      'aria-pressed': enabled,
      'aria-keyshortcuts': shortcutAria(source),
      title: `${action} (${shortcutLabel(source)})`,
      disabled: pending,
      onClick: toggle,
    },
  };
}
