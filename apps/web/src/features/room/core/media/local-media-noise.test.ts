import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudio, stubWorkingDevices, type FakeTrack } from '../../testing/fake-audio';
import { NOISE_START_TIMEOUT_MS } from '../noise/noise-chain';
import { LocalMedia } from './local-media';

// Decision record 040: an audio context that never starts (Firefox without an output device, a browser that
// will not let it) must not keep the microphone from going out.

let audio: FakeAudio;
let devices: ReturnType<typeof stubWorkingDevices>;
let media: LocalMedia;

const published = () => media.state.publishedAudio as unknown as FakeTrack | null;

beforeEach(() => {
  vi.useFakeTimers();
  audio = new FakeAudio();
  devices = stubWorkingDevices();
  media = new LocalMedia();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  media.dispose();
  devices.restore();
  vi.restoreAllMocks();
});

describe('LocalMedia with noise suppression', () => {
  it('publishes the raw microphone at once while the audio context never starts', async () => {
    await media.start();
    expect(media.state.noise).toMatchObject({ supported: true, enabled: true, pending: true });
    expect(published()).toBe(devices.microphone);
    // Long after: still the raw microphone, never nothing.
    await vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS - 1);
    expect(published()).toBe(devices.microphone);
  });

  it('switches to the denoised track once the pipeline runs', async () => {
    await media.start();
    expect(published()).toBe(devices.microphone);
    audio.latest.run();
    await vi.waitFor(() => expect(published()?.label).toBe('denoised'));
    expect(media.state.noise).toMatchObject({ enabled: true, pending: false, unavailable: false });
  });

  it('gives up after the timeout: unavailable, the raw microphone kept, the context closed', async () => {
    await media.start();
    await vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS);
    expect(media.state.noise).toMatchObject({ enabled: false, pending: false, unavailable: true });
    expect(published()).toBe(devices.microphone);
    expect(audio.latest.state).toBe('closed');
    // A context that starts after all changes nothing: it was given up.
    audio.latest.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(published()).toBe(devices.microphone);
  });

  it('tries again when turned on after it was unavailable', async () => {
    await media.start();
    await vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS);
    expect(media.state.noise.unavailable).toBe(true);

    audio.startsAtOnce = true;
    media.setNoiseSuppression(true);
    expect(media.state.noise).toMatchObject({ enabled: true, pending: true, unavailable: false });
    expect(published()).toBe(devices.microphone);
    await vi.waitFor(() => expect(published()?.label).toBe('denoised'));
    expect(audio.contexts).toHaveLength(2);
    expect(media.state.noise).toMatchObject({ enabled: true, pending: false, unavailable: false });
  });

  it('tries again on Join now (a click) when it was unavailable before', async () => {
    await media.start();
    await vi.advanceTimersByTimeAsync(NOISE_START_TIMEOUT_MS);
    audio.startsAtOnce = true;
    await media.resumeAudio();
    await vi.waitFor(() => expect(published()?.label).toBe('denoised'));
  });

  it('keeps the muted state on whichever track goes out', async () => {
    await media.start();
    await media.setEnabled('microphone', false);
    audio.latest.run();
    await vi.waitFor(() => expect(published()?.label).toBe('denoised'));
    expect(published()?.enabled).toBe(false);
  });
});
