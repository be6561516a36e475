import type { RecordingStatus } from '@vm/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';

// Red while recording, as the room's indicator; the text carries the meaning, the colour only helps.
const tones: Record<RecordingStatus, BadgeTone> = {
  recording: 'red',
  processing: 'amber',
  ready: 'green',
  failed: 'slate',
};

/** Recording, Processing, Ready or Failed, in the reader's language. */
export function RecordingStatusBadge({ status }: { status: RecordingStatus }) {
  const { t } = useTranslation('recordings');
  return <Badge tone={tones[status]}>{t(`status.${status}`)}</Badge>;
}
