import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudio, stubWorkingDevices, type FakeTrack } from '../../testing/fake-audio';
import { installFakeWebRtc, type FakePeerConnection } from '../../testing/fake-webrtc';
import { joinedMessage } from '../../testing/room-fixtures';
import { LocalMedia } from '../media/local-media';
import { NOISE_START_TIMEOUT_MS } from '../noise/noise-chain';
import { startFakeSession } from '../../testing/session-start';

// Decision record 040: the microphone always goes out. The real session and publisher over a fake socket and
// a fake RTCPeerConnection (jsdom has none), with an audio context the test lets run, or never.

let audio: FakeAudio;
let devices: ReturnType<typeof stubWorkingDevices>;
let connections: typeof FakePeerConnection;

async function joinRoom() {
  const media = new LocalMedia();
  await media.start();
  const { session, socket } = startFakeSession({ media });
  socket.serverSends(joinedMessage());
  await vi.waitFor(() => expect(socket.sent).toContainEqual(expect.objectContaining({ type: 'publish' })));
  const publisher = connections.instances[0];
  if (!publisher) throw new Error('No publishing connection');
  return { session, socket, microphone: publisher.sender('audio') };
}

beforeEach(() => {
  vi.useFakeTimers();
  audio = new FakeAudio();
  devices = stubWorkingDevices();
  connections = installFakeWebRtc();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  devices.restore();
  vi.restoreAllMocks();
});

describe('the published microphone', () => {
  it('is the raw microphone from the first offer while the audio context never starts', async () => {
    const { session, socket, microphone } = await joinRoom();
    expect(microphone.track).toBe(devices.microphone);
    expect(socket.sent).toContainEqual({ type: 'mute', audioMuted: false, videoMuted: false });
    await vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS * 3);
    // Given up on suppression, never on the microphone: it was not swapped for anything.
    expect(session.local.state.noise.unavailable).toBe(true);
    expect(microphone.tracks).toEqual([devices.microphone]);
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('becomes the denoised track through replaceTrack once the pipeline runs', async () => {
    const { session, microphone } = await joinRoom();
    expect(microphone.track).toBe(devices.microphone);
    audio.latest.run();
    await vi.waitFor(() => expect(microphone.replaceTrack).toHaveBeenCalledTimes(1));
    expect((microphone.track as unknown as FakeTrack).label).toBe('denoised');
    expect(session.local.state.noise).toMatchObject({ enabled: true, pending: false, unavailable: false });
    session.teardown({ releaseDevices: true, leave: false });
  });

  it('becomes the denoised track when a retry after the timeout runs', async () => {
    const { session, microphone } = await joinRoom();
    await vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS);
    expect(session.local.state.noise.unavailable).toBe(true);
    audio.startsAtOnce = true;
    session.local.setNoiseSuppression(true);
    await vi.waitFor(() => expect((microphone.track as unknown as FakeTrack).label).toBe('denoised'));
    expect(microphone.tracks).toHaveLength(2);
    session.teardown({ releaseDevices: true, leave: false });
  });
});
