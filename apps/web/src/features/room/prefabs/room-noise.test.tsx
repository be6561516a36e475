import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalMedia } from '../core/media/local-media';
import { NOISE_START_TIMEOUT_MS } from '../core/noise/noise-chain';
import { FakeAudio, stubWorkingDevices, type FakeTrack } from '../testing/fake-audio';
import { installFakeWebRtc } from '../testing/fake-webrtc';
import { renderRoom } from '../testing/render-room';
import { joinedMessage } from '../testing/room-fixtures';
import { RoomView } from './room-view';

// Decision record 040: when noise suppression cannot start, the room says so, the microphone button shows the
// raw microphone going out, and the person can try again.

let audio: FakeAudio;
let devices: ReturnType<typeof stubWorkingDevices>;

async function openRoom() {
  const media = new LocalMedia();
  await media.start();
  const room = renderRoom(<RoomView />, media);
  act(() => room.socket.serverSends(joinedMessage()));
  return room;
}

const published = (room: Awaited<ReturnType<typeof openRoom>>) =>
  room.session.local.state.publishedAudio as unknown as FakeTrack | null;
const microphoneButton = () => screen.getByRole('button', { name: 'Microphone' });
const noiseButton = () => screen.getByRole('button', { name: 'Noise suppression' });
const unavailable = () => screen.queryByText(/Noise suppression is unavailable/);

beforeEach(() => {
  // Fake timers without real time: the 4 s timeout fires only when a test moves the clock, however
  // slow the machine is (so the clicks are fireEvent's, which waits for no timer).
  vi.useFakeTimers();
  audio = new FakeAudio();
  devices = stubWorkingDevices();
  installFakeWebRtc();
  // My own camera tile plays its track; jsdom has no media playback.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  devices.restore();
  vi.restoreAllMocks();
});

describe('noise suppression that cannot start', () => {
  it('shows the microphone on (raw) at once and says suppression is unavailable after the timeout', async () => {
    const room = await openRoom();
    expect(microphoneButton().getAttribute('aria-pressed')).toBe('true');
    expect(published(room)).toBe(devices.microphone);
    expect(unavailable()).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS));
    expect(screen.getByRole('status').textContent).toContain(
      'Noise suppression is unavailable: your microphone is sent as it is.',
    );
    expect(microphoneButton().getAttribute('aria-pressed')).toBe('true');
    expect(noiseButton().getAttribute('aria-pressed')).toBe('false');
    expect(published(room)).toBe(devices.microphone);
    room.session.teardown({ releaseDevices: true, leave: false });
  });

  it('tries again from the notice, and the denoised track goes out once it runs', async () => {
    const room = await openRoom();
    await act(() => vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS));
    audio.startsAtOnce = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(published(room)?.label).toBe('denoised'));
    expect(unavailable()).toBeNull();
    expect(noiseButton().getAttribute('aria-pressed')).toBe('true');
    room.session.teardown({ releaseDevices: true, leave: false });
  });

  it('tries again from the noise suppression button, and says so again when it fails again', async () => {
    const room = await openRoom();
    await act(() => vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(unavailable()).toBeNull();
    expect(noiseButton().getAttribute('title')).toBe('Noise suppression is unavailable: press to try again');

    fireEvent.click(noiseButton());
    expect(room.session.local.state.noise.pending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS));
    expect(unavailable()).not.toBeNull();
    expect(published(room)).toBe(devices.microphone);
    expect(audio.contexts).toHaveLength(2);
    room.session.teardown({ releaseDevices: true, leave: false });
  });
});
