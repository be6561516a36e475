import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoomState } from '../context/room-context';

/**
 * What a screen reader should hear when the recording starts or stops while this person is in the
 * room, for the room's live region; null until it changes. A recording already running on arrival is
 * not announced: the pre-join screen told them, and the indicator shows it.
 */
export function useRecordingAnnouncement(): string | null {
  const { t } = useTranslation('room');
  const recording = useRoomState((state) => state.recording !== null);
  const [heard, setHeard] = useState({ recording, changed: false });
  // Adjusting state while rendering (React's pattern for 'state from a changed value'): the text is
  // there in the same render as the indicator, with no effect and no extra paint.
  if (heard.recording !== recording) setHeard({ recording, changed: true });
  if (!heard.changed) return null;
  return t(recording ? 'recording.started' : 'recording.stopped');
}
