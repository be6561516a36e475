import { useState } from 'react';
import { useParams } from 'react-router';
import { forgetJoinToken } from '#web/features/room/core/entry/join-token.ts';
import { RoomEntry } from '#web/features/room/prefabs/room-entry.tsx';

/**
 * /room/:meetingCode. A restart (Rejoin, Try again) mounts the whole visit afresh: new devices,
 * new session; a refused token is forgotten first so a new one is fetched or asked for.
 */
export default function RoomRoute() {
  const { meetingCode = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  return (
    <div className="min-h-screen bg-slate-950">
      <RoomEntry
        key={`${meetingCode}:${attempt}`}
        meetingCode={meetingCode}
        onRestart={({ discardToken }) => {
          if (discardToken) forgetJoinToken(meetingCode);
          setAttempt((count) => count + 1);
        }}
      />
    </div>
  );
}
