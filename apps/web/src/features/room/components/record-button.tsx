import { Circle, Square } from 'lucide-react';
import { useRecording } from '../hooks/use-recording';
import { ControlButton } from './control-button';

/**
 * The host's Start recording / Stop recording. The name says what a press does (no aria-pressed);
 * red while a recording runs, like the indicator everyone sees.
 */
export function RecordButton() {
  const { recording, buttonProps } = useRecording();
  const Icon = recording ? Square : Circle;
  return (
    <ControlButton
      tone={recording ? 'off' : 'neutral'}
      className="aria-busy:cursor-wait aria-disabled:opacity-60"
      data-testid="record-button"
      {...buttonProps}
    >
      <Icon aria-hidden="true" className={`size-5 ${recording ? 'fill-white' : 'fill-red-500 text-red-500'}`} />
    </ControlButton>
  );
}
