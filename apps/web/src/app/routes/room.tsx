import { useState } from 'react';
import { useParams } from 'react-router';
import { forgetJoinToken } from '#web/features/room/core/entry/join-token.ts';
import { RoomEntry } from '#web/features/room/prefabs/room-entry.tsx';
import { RoomLinkGate } from '#web/features/room/prefabs/room-link-gate.tsx';

/**
 * /room/:meetingCode. The code may be a series' (decision record 057): the gate says which meeting it
 * opens now. A restart (Rejoin, Try again) mounts the whole visit afresh: new devices, new session; a
 * refused token is forgotten first so a new one is fetched or asked for.
 */
export default function RoomRoute() {
  const { meetingCode = '' } = useParams();
  return (
    <div className="min-h-screen bg-slate-950">
      <RoomLinkGate key={meetingCode} code={meetingCode}>
        {(resolved) => <RoomVisit key={resolved} meetingCode={resolved} />}
      </RoomLinkGate>
    </div>
  );
}

function RoomVisit({ meetingCode }: { meetingCode: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RoomEntry
      key={`${meetingCode}:${attempt}`}
      meetingCode={meetingCode}
      onRestart={({ discardToken }) => {
        if (discardToken) forgetJoinToken(meetingCode);
        setAttempt((count) => count + 1);
      }}
    />
  );
}
