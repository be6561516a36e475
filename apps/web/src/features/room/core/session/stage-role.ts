import type { StageRole } from '@vm/contracts';
import type { LocalMedia } from '../media/local-media';
import type { MediaConnections } from '../media/media-connections';
import { isAudience, type RoomState } from '../state/room-state';
import type { Store } from '../state/store';
import { publishTracks } from './local-sync';
import type { RoomNotice } from './room-notice';

export interface StageRoleDeps {
  room: Store<RoomState>;
  local: LocalMedia;
  connections: MediaConnections;
  iceServers: () => RTCIceServer[];
  notify: (notice: RoomNotice) => void;
  /** Ends my screen share's capture, if any (the server has already ended the share itself). */
  stopScreenTrack: () => void;
  /** Tells the server what my devices send now (its flags still say what `join` said). */
  sendMute: () => void;
}

/**
 * The host moved me on a large meeting's stage (decision record 044). Invited up, the
 * browser asks for camera and microphone (the devices and on/off choices of the pre-join screen) and
 * starts publishing beside the subscription it already has. Moved back, it stops publishing and
 * releases the devices; the server has dropped my media handles and sends a fresh subscriber offer,
 * so both connections start afresh and the new offer makes the subscriber again.
 */
export async function changeStageRole(role: StageRole, deps: StageRoleDeps): Promise<void> {
  const { room, local, connections, notify } = deps;
  if (role === 'audience') {
    deps.stopScreenTrack();
    await connections.reset(deps.iceServers(), null, null);
    local.dispose();
    return notify({ kind: 'movedToAudience' });
  }
  notify({ kind: 'invitedToStage' });
  await local.start();
  // Moved back, left or disconnected while the browser asked: nothing to publish any more.
  const state = room.getState();
  if (state.phase.kind !== 'joined' || isAudience(state)) return;
  const { microphone, camera } = local.state;
  if (!microphone.track && microphone.problem) {
    notify({ kind: 'stageDevicesFailed', blocked: microphone.problem === 'blocked' });
  } else if (camera.enabled && !camera.track && camera.problem === 'blocked') {
    notify({ kind: 'stageDevicesFailed', blocked: true });
  }
  deps.sendMute();
  // Even without devices: the person is on the stage and turns them on once the browser allows it.
  try {
    await connections.startPublishing(publishTracks(local.state), null);
  } catch (error) {
    console.warn('Publishing failed', error);
    notify({ kind: 'mediaFailed' });
  }
}
