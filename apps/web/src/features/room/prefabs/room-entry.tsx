import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '#web/lib/auth/auth-provider.tsx';
import { useRoomRecordingStatus } from '../api/get-recording-status';
import { GuestJoin } from '../components/guest-join';
import { PreJoin } from '../components/pre-join';
import { StatusScreen } from '../components/status-screen';
import { LocalMediaProvider } from '../context/local-media-context';
import { LocalMedia } from '../core/media/local-media';
import { usePreJoinMode } from '../hooks/use-pre-join-mode';
import { useRoomEntry } from '../hooks/use-room-entry';
import { ActiveRoom } from './active-room';

interface RoomEntryProps {
  meetingCode: string;
  /** Starts the whole visit over (Rejoin); `discardToken` when the old token was refused. */
  onRestart: (options: { discardToken: boolean }) => void;
}

/**
 * /room/{code}, the one entry for everybody: a join token (from the link, the account or the
 * guest form), then the pre-join screen (which says when the meeting is being recorded), then the
 * room. Camera and microphone start only at the pre-join screen and stay with this visit until it ends;
 * someone the server says enters a large meeting as audience gets a pre-join screen without them, and
 * their browser captures nothing unless the host invites them to the stage.
 */
export function RoomEntry({ meetingCode, onRestart }: RoomEntryProps) {
  const { t } = useTranslation('room');
  const auth = useAuth();
  const { entry, acceptToken, refreshToken } = useRoomEntry(meetingCode);
  const [media] = useState(() => new LocalMedia());
  const [displayName, setDisplayName] = useState<string | null>(null);
  const ready = entry.step === 'ready';
  // Asked only while the pre-join screen is shown; once in the room, signaling tells.
  const asking = ready && displayName === null;
  const recordingStatus = useRoomRecordingStatus(meetingCode, asking ? entry.token : null);
  // The first answer also says whether this person will speak or only watch (a large meeting's audience).
  const mode = usePreJoinMode(recordingStatus, asking);

  useEffect(() => {
    if (!ready || mode === 'waiting') return;
    // The audience needs no device: no permission prompt. The session captures if they go on the stage.
    if (mode === 'devices') void media.start();
    return () => media.dispose();
  }, [media, ready, mode]);

  if (entry.step === 'checking') return <StatusScreen busy title={t('entry.checking')} />;
  if (entry.step === 'guest') {
    return (
      <GuestJoin
        meetingCode={meetingCode}
        notice={entry.notice}
        defaults={entry.defaults}
        signedIn={auth.isAuthenticated}
        onToken={acceptToken}
      />
    );
  }
  if (displayName === null && mode === 'waiting') return <StatusScreen busy title={t('entry.preparing')} />;
  return (
    <LocalMediaProvider media={media}>
      {displayName === null ? (
        <PreJoin
          meetingCode={meetingCode}
          title={recordingStatus.data?.title}
          defaultName={entry.displayName}
          lobby={entry.lobby}
          audience={mode === 'audience'}
          recording={recordingStatus.data?.recording ?? false}
          onJoin={setDisplayName}
        />
      ) : (
        <ActiveRoom
          options={{ meetingCode, token: entry.token, displayName, media, refreshToken }}
          onRestart={onRestart}
        />
      )}
    </LocalMediaProvider>
  );
}
