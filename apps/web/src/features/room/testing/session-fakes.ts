import { vi } from 'vitest';
import { FakeAudio } from './fake-audio';
import { installFakeWebRtc } from './fake-webrtc';
import { stubCapturingDevices } from './media-devices';

/**
 * What a RoomSession test runs on: fake timers, a fake AudioContext, devices that hand out fake tracks
 * and a fake RTCPeerConnection; jsdom's missing WebRTC warnings silenced. Undo with removeSessionFakes.
 */
export function installSessionFakes() {
  vi.useFakeTimers();
  new FakeAudio();
  const devices = stubCapturingDevices();
  const connections = installFakeWebRtc();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { devices, connections };
}

export function removeSessionFakes(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
}
