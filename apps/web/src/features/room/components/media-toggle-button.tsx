import { Mic, MicOff, Video, VideoOff } from 'lucide-react';
import type { LocalSource } from '../core/media/local-media-state';
import { useMediaToggle } from '../hooks/use-media-toggle';
import { ControlButton } from './control-button';

const icons = {
  microphone: { on: Mic, off: MicOff },
  camera: { on: Video, off: VideoOff },
};

/** Microphone or camera on/off; red while off. */
export function MediaToggleButton({ source }: { source: LocalSource }) {
  const { enabled, buttonProps } = useMediaToggle(source);
  const Icon = enabled ? icons[source].on : icons[source].off;
  return (
    <ControlButton tone={enabled ? 'neutral' : 'off'} {...buttonProps}>
      <Icon aria-hidden="true" className="size-5" />
    </ControlButton>
  );
}
