import { useEffect, useRef } from 'react';
import { useLocalMediaState } from '../context/local-media-context';
import { useRoomMedia } from '../context/room-context';

/** Renders nothing visible: plays every remote microphone on the chosen speaker. */
export function AudioRenderer() {
  const remoteTracks = useRoomMedia((state) => state.remoteTracks);
  const speakerId = useLocalMediaState((state) => state.speakerId);
  return (
    <div hidden>
      {Object.entries(remoteTracks).map(([participantId, tracks]) =>
        tracks.microphone ? <RemoteAudio key={participantId} track={tracks.microphone} speakerId={speakerId} /> : null,
      )}
    </div>
  );
}

function RemoteAudio({ track, speakerId }: { track: MediaStreamTrack; speakerId: string | null }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.srcObject = new MediaStream([track]);
    audio.play().catch((error: unknown) => console.warn('Remote audio could not start', error));
    return () => {
      audio.srcObject = null;
    };
  }, [track]);
  useEffect(() => {
    const audio = ref.current;
    if (!audio || !speakerId || typeof audio.setSinkId !== 'function') return;
    audio.setSinkId(speakerId).catch((error: unknown) => console.warn('Could not switch the speaker', error));
  }, [speakerId]);
  return <audio ref={ref} autoPlay />;
}
