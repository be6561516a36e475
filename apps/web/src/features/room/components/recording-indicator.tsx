import { useTranslation } from 'react-i18next';
import { clockDuration } from '#web/lib/time/durations.ts';
import { useNow } from '#web/lib/time/use-now.ts';
import { useRecording } from '../hooks/use-recording';

/** How long the recording has run; its own component, so only it re-renders every second. */
function ElapsedTime({ startedAt }: { startedAt: string }) {
  const now = useNow(1000);
  const elapsed = clockDuration((now.getTime() - new Date(startedAt).getTime()) / 1000);
  // Visual only: read aloud every second it would drown the room; the status says what matters.
  return (
    <span aria-hidden="true" className="font-mono tabular-nums">
      {elapsed}
    </span>
  );
}

/**
 * 'Recording' in the header while the cloud recording runs, for everyone in the room (docs/product.md,
 * 'Recordings': people must know they are recorded): a red dot, the word, and how long it has run.
 */
export function RecordingIndicator() {
  const { t } = useTranslation('room');
  const { startedAt } = useRecording();
  if (startedAt === null) return null;
  const label = t('recording.indicator');
  return (
    <span
      data-testid="recording-indicator"
      className="inline-flex shrink-0 items-center gap-2 rounded-full border border-red-500 bg-red-950/70 px-2.5 py-0.5 text-xs font-semibold text-red-100"
    >
      <span role="status" aria-label={label} className="inline-flex items-center gap-1.5">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-red-500 motion-safe:animate-pulse" />
        {label}
      </span>
      <ElapsedTime startedAt={startedAt} />
    </span>
  );
}
