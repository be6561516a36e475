import type { ClientMessage } from '@vm/contracts';
import type { LocalMedia } from '../media/local-media';
import { isSending, type LocalMediaState } from '../media/local-media-state';
import type { MediaConnections } from '../media/media-connections';

/**
 * Keeps the room in step with this person's devices: a new audio or camera track goes to the
 * publisher with replaceTrack (no renegotiation), and an on/off change is told to the others with
 * `mute`. Returns the unsubscribe.
 */
export function syncLocalMedia(
  media: LocalMedia,
  connections: MediaConnections,
  send: (message: ClientMessage) => boolean,
  isJoined: () => boolean,
): () => void {
  let previous: LocalMediaState = media.store.getState();
  const onChange = () => {
    const state = media.store.getState();
    if (state.publishedAudio !== previous.publishedAudio) {
      void connections.replaceTrack('microphone', state.publishedAudio).catch(warn);
    }
    if (state.publishedVideo !== previous.publishedVideo) {
      void connections.replaceTrack('camera', state.publishedVideo).catch(warn);
    }
    const audioMuted = !isSending(state.microphone);
    const videoMuted = !isSending(state.camera);
    const changed = audioMuted !== !isSending(previous.microphone) || videoMuted !== !isSending(previous.camera);
    previous = state;
    if (changed && isJoined()) send({ type: 'mute', audioMuted, videoMuted });
  };
  return media.store.subscribe(onChange);
}

function warn(error: unknown) {
  console.warn('Could not switch the published track', error);
}

/** The tracks to publish right now. */
export function publishTracks(state: LocalMediaState) {
  return { microphone: state.publishedAudio, camera: state.publishedVideo };
}

/** The `join` message: on the first connection and, with the resume key, on every reconnect. */
export function joinMessage(
  token: string,
  displayName: string | undefined,
  state: LocalMediaState,
  resumeKey: string | null,
): ClientMessage {
  return {
    type: 'join',
    token,
    displayName: displayName?.trim() || undefined,
    audioMuted: !isSending(state.microphone),
    videoMuted: !isSending(state.camera),
    resumeKey: resumeKey ?? undefined,
  };
}
