import { useEffect, useState } from 'react';
import type { RoomRecordingStatus } from '@vm/contracts';

/** How long the pre-join screen waits for the server's answer before it starts the devices as before. */
export const PRE_JOIN_ANSWER_WAIT_MS = 3_000;

/**
 * `waiting` until the server has answered; `audience` when it says this person enters a large meeting
 * as audience (no camera, microphone or device choice: nothing is captured); `devices`, the pre-join
 * screen as it always was, for a speaker and whenever the answer cannot be had.
 */
export type PreJoinMode = 'waiting' | 'devices' | 'audience';

interface StatusQuery {
  data?: RoomRecordingStatus;
  isError: boolean;
}

/**
 * Which pre-join screen to show, from the first answer to the recording-status question (its
 * `joinsAs`, decision record 044). A failed question, an older server's reply without `joinsAs`, or no answer
 * within PRE_JOIN_ANSWER_WAIT_MS all mean `devices`. Decided once: the later polls only keep the
 * recording notice current, so the screen never switches under the person.
 */
export function usePreJoinMode(status: StatusQuery, asking: boolean): PreJoinMode {
  const [mode, setMode] = useState<PreJoinMode>('waiting');
  const answer: PreJoinMode | null = status.data
    ? status.data.joinsAs === 'audience'
      ? 'audience'
      : 'devices'
    : status.isError
      ? 'devices'
      : null;
  // Taken while rendering (React's way to follow a value without an extra pass through an effect).
  if (mode === 'waiting' && asking && answer) setMode(answer);

  useEffect(() => {
    if (!asking || mode !== 'waiting') return;
    const timer = setTimeout(
      () => setMode((current) => (current === 'waiting' ? 'devices' : current)),
      PRE_JOIN_ANSWER_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, [asking, mode]);

  return mode;
}
