import { MonitorUp } from 'lucide-react';
import { useScreenShare } from '../hooks/use-screen-share';
import { ControlButton } from './control-button';

export function ScreenShareButton() {
  const { sharing, buttonProps } = useScreenShare();
  return (
    <ControlButton tone={sharing ? 'active' : 'neutral'} {...buttonProps}>
      <MonitorUp aria-hidden="true" className="size-5" />
    </ControlButton>
  );
}
