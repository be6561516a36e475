import { Hand } from 'lucide-react';
import { useRaiseHand } from '../hooks/use-raise-hand';
import { ControlButton } from './control-button';

export function RaiseHandButton() {
  const { raised, buttonProps } = useRaiseHand();
  return (
    <ControlButton tone={raised ? 'active' : 'neutral'} {...buttonProps}>
      <Hand aria-hidden="true" className="size-5" />
    </ControlButton>
  );
}
