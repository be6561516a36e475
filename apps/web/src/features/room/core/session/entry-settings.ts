import type { Participant, RoomInfo } from '@vm/contracts';
import type { LocalMedia } from '../media/local-media';
import { isSending } from '../media/local-media-state';
import type { RoomNotice } from './room-notice';

/**
 * What the meeting's entry settings turn off when this person joins: muteOnEntry and videoOnEntry
 * apply to everyone but the host, who set them for the others. (`self` in `joined` only echoes the
 * state our `join` reported, which may predate the devices starting, so it decides nothing here.)
 */
export function entryOverrides(room: RoomInfo, self: Participant): { microphoneOff: boolean; cameraOff: boolean } {
  const appliesToMe = self.role !== 'host';
  return { microphoneOff: appliesToMe && room.muteOnEntry, cameraOff: appliesToMe && !room.videoOnEntry };
}

/** Turns off what the settings say, and tells the person when that changed their choice. */
export function applyEntrySettings(
  local: LocalMedia,
  room: RoomInfo,
  self: Participant,
  notify: (notice: RoomNotice) => void,
): void {
  const { microphoneOff, cameraOff } = entryOverrides(room, self);
  const microphone = microphoneOff && isSending(local.state.microphone);
  const camera = cameraOff && isSending(local.state.camera);
  if (microphone) void local.setEnabled('microphone', false);
  if (camera) void local.setEnabled('camera', false);
  if (microphone || camera) notify({ kind: 'entrySettings', microphone, camera });
}
