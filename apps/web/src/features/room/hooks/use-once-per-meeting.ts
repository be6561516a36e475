import { useEffect, useState } from 'react';

type Phase = 'waiting' | 'shown' | 'over';

const storageKey = (notice: string, meetingCode: string) => `vm-room-notice:${notice}:${meetingCode}`;

function seen(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === 'shown';
  } catch {
    return false;
  }
}

/**
 * A room notice shown at most once per meeting (docs/product.md, 'Meeting room'): it appears the first time
 * `active` turns true, and is over for the rest of the meeting once it is dismissed or `active` turns
 * false again (the problem went away). Remembered in this tab's sessionStorage under the meeting code,
 * so a reload or a rejoin of the same meeting does not bring it back; another meeting starts afresh.
 */
export function useOncePerMeeting(notice: string, meetingCode: string, active: boolean) {
  const key = storageKey(notice, meetingCode);
  const [phase, setPhase] = useState<Phase>(() => (seen(key) ? 'over' : 'waiting'));
  // Derived during render (no effect round), so the notice never flashes after it is over.
  if (phase === 'waiting' && active) setPhase('shown');
  if (phase === 'shown' && !active) setPhase('over');
  useEffect(() => {
    if (phase === 'waiting') return;
    try {
      window.sessionStorage.setItem(key, 'shown');
    } catch {
      // Storage refused (private mode): the notice is still shown once for as long as this page lives.
    }
  }, [phase, key]);
  return { visible: phase === 'shown' && active, dismiss: () => setPhase('over') };
}
