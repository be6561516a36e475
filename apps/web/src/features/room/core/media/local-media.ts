// Longer than 250 lines (by a few) because LocalMedia owns every local capture (microphone, camera,
// speaker) and the two chains that replace their tracks (noise, background), which share one state
// store and one release path.
import { BackgroundChain } from '../background/background-chain';
import { readBackgroundChoice, storeBackgroundChoice, type BackgroundChoice } from '../background/background-choice';
import { NoiseChain } from '../noise/noise-chain';
import { isNoiseSuppressionSupported } from '../noise/noise-pipeline';
import { Store } from '../state/store';
import { captureInitial, captureOne, type Capture } from './acquire';
import {
  initialLocalMediaState,
  type DeviceState,
  type BackgroundState,
  type LocalMediaState,
  type LocalSource,
  type NoiseState,
} from './local-media-state';

/**
 * This person's camera and microphone, from the pre-join screen into the room: capture, on/off,
 * device choice, speaker choice and the noise suppression chain. Camera off releases the camera
 * (its light goes out); microphone off only disables the track, so unmuting is instant. The raw
 * microphone is published at once; RNNoise's track replaces it only once the pipeline runs.
 */
export class LocalMedia {
  readonly store = new Store<LocalMediaState>(initialLocalMediaState(isNoiseSuppressionSupported()));
  private readonly noise: NoiseChain;
  private readonly background = new BackgroundChain({
    onSlow: (slow) => this.patchBackground({ slow }),
    onFailed: () => {
      this.background.stop();
      this.patchBackground({ pending: false, slow: false, unavailable: true });
      this.publishVideo();
    },
  });
  private disposed = true;
  // Bumped by start and dispose, so a capture that finishes after a dispose is released at once.
  private generation = 0;

  /** `noiseTimeoutMs`: how long the pipeline may take to run before the room says it is unavailable. */
  constructor(noiseTimeoutMs?: number) {
    this.noise = new NoiseChain(noiseTimeoutMs);
    this.patchBackground({ choice: readBackgroundChoice() });
  }

  /**
   * Captures the devices; after dispose() it may start again (React's StrictMode does that, and an
   * audience member invited to the stage). A start again keeps the devices chosen and the on/off
   * choices: a camera turned off is not captured, a microphone turned off is captured muted.
   */
  async start(): Promise<void> {
    this.disposed = false;
    const generation = ++this.generation;
    const { microphone, camera } = this.state;
    this.store.update((state) => ({
      ...state,
      ready: false,
      microphone: { ...state.microphone, pending: true },
      camera: { ...state.camera, pending: camera.enabled },
    }));
    const chosen = { microphone: microphone.deviceId, camera: camera.deviceId };
    const capture = camera.enabled
      ? await captureInitial(chosen)
      : { microphone: await captureOne('microphone', chosen.microphone), camera: null };
    if (generation !== this.generation) return stopCapture(capture.microphone, capture.camera);
    if (capture.camera) this.update('camera', capture.camera, this.state.camera.enabled);
    this.update('microphone', capture.microphone, this.state.microphone.enabled);
    this.store.update((state) => ({ ...state, ready: true }));
    this.rebuildAudio();
  }

  get state(): LocalMediaState {
    return this.store.getState();
  }

  /** Started and not disposed since: false before the first start (a large meeting's audience never starts it). */
  get started(): boolean {
    return !this.disposed;
  }

  async setEnabled(source: LocalSource, enabled: boolean): Promise<void> {
    const current = this.state[source];
    if (current.pending || this.disposed) return;
    if (!enabled || current.track) {
      if (source === 'camera' && !enabled) this.release('camera');
      this.patch(source, { enabled });
      this.applyMicrophoneEnabled();
      return;
    }
    // On without a track: capture now (camera after being off, or a device that failed before).
    this.patch(source, { pending: true, enabled: true });
    this.update(source, await captureOne(source, current.deviceId), true);
    this.rebuildAudio();
  }

  async selectDevice(source: LocalSource, deviceId: string): Promise<void> {
    const current = this.state[source];
    if (current.pending || current.deviceId === deviceId) return;
    if (source === 'camera' && !current.enabled) return this.patch(source, { deviceId });
    this.patch(source, { pending: true });
    const capture = await captureOne(source, deviceId);
    if (!capture.track) return this.patch(source, { pending: false, problem: capture.problem });
    this.release(source);
    this.update(source, capture, current.enabled, deviceId);
    this.rebuildAudio();
  }

  setSpeaker(deviceId: string): void {
    this.store.update((state) => ({ ...state, speakerId: deviceId }));
  }

  /** On (also a retry after it was unavailable) or off; the raw microphone goes out meanwhile. */
  setNoiseSuppression(enabled: boolean): void {
    const { noise } = this.state;
    if (!noise.supported || noise.pending || noise.enabled === enabled || this.disposed) return;
    this.patchNoise({ enabled, unavailable: false });
    this.rebuildAudio();
  }

  /** None, blur or a picture; remembered for the next meeting. Choosing again retries a failed start. */
  setBackground(choice: BackgroundChoice): void {
    const current = this.state.background;
    if (choice === current.choice && !current.unavailable) return;
    storeBackgroundChoice(choice);
    this.patchBackground({ choice, unavailable: false, slow: false });
    this.rebuildVideo();
  }

  /**
   * From a click (Join now): lets a suspended audio context run, and tries suppression once more
   * when it was unavailable, since a context that waited for a gesture can start now.
   */
  async resumeAudio(): Promise<void> {
    if (this.state.noise.unavailable) return this.setNoiseSuppression(true);
    await this.noise.resume();
  }

  /** Stops every track and the noise chain: the camera light goes out. */
  dispose(): void {
    this.disposed = true;
    this.generation += 1;
    this.noise.stop();
    this.patchNoise({ pending: false });
    this.release('microphone');
    this.release('camera');
    this.store.update((state) => ({ ...state, publishedAudio: null }));
  }

  /**
   * Keeps the noise chain in step with the microphone and the wish, and publishes at once what can
   * go out now: RNNoise's track when it runs, the raw microphone otherwise (also while it starts).
   */
  private rebuildAudio(): void {
    const raw = this.state.microphone.track;
    if (!this.state.noise.enabled || !raw || this.disposed) {
      this.noise.stop();
      this.patchNoise({ pending: false });
    } else if (this.noise.output || this.noise.isStarting) this.noise.setInput(raw);
    else void this.startNoise(raw);
    this.publishAudio();
  }

  private async startNoise(raw: MediaStreamTrack): Promise<void> {
    this.patchNoise({ pending: true, unavailable: false });
    const result = await this.noise.start(raw);
    // Stopped meanwhile (turned off, microphone gone, disposed): whoever stopped it set the state.
    if (result === 'cancelled') return;
    if (result === 'failed') this.patchNoise({ pending: false, enabled: false, unavailable: true });
    else this.patchNoise({ pending: false });
    this.publishAudio();
  }

  /**
   * Keeps the background processor on the current camera track and the wish, and publishes what
   * can go out now: the processed track once it runs, the raw camera otherwise (also while it loads).
   */
  private rebuildVideo(): void {
    const raw = this.state.camera.track;
    const { choice, unavailable } = this.state.background;
    if (choice === 'none' || unavailable || !raw || this.disposed) {
      this.background.stop();
      this.patchBackground({ pending: false, slow: false });
    } else if (this.background.input === raw) this.background.setChoice(choice);
    else void this.startBackground(raw, choice);
    this.publishVideo();
  }

  private async startBackground(raw: MediaStreamTrack, choice: BackgroundChoice): Promise<void> {
    this.patchBackground({ pending: true, slow: false });
    const result = await this.background.start(raw, choice);
    if (result === 'cancelled') return;
    if (result === 'failed') this.patchBackground({ pending: false, unavailable: true });
    else {
      this.patchBackground({ pending: false });
      // Chosen again while it loaded.
      this.background.setChoice(this.state.background.choice);
    }
    this.publishVideo();
  }

  private publishVideo(): void {
    const raw = this.state.camera.track;
    const processed = raw && this.background.input === raw ? this.background.output : null;
    this.store.update((state) => ({ ...state, publishedVideo: processed ?? raw }));
  }

  private publishAudio(): void {
    this.store.update((state) => ({ ...state, publishedAudio: this.noise.output ?? state.microphone.track }));
    this.applyMicrophoneEnabled();
  }

  private applyMicrophoneEnabled(): void {
    const { microphone, publishedAudio } = this.state;
    if (microphone.track) microphone.track.enabled = microphone.enabled;
    if (publishedAudio) publishedAudio.enabled = microphone.enabled;
  }

  private update(source: LocalSource, capture: Capture, enabled: boolean, deviceId?: string): void {
    const track = capture.track;
    if (track) {
      // A device unplugged (or taken away by the system) ends its track.
      track.onended = () => {
        if (this.state[source].track !== track) return;
        this.patch(source, { track: null, problem: 'not-found' });
        if (source === 'microphone') this.rebuildAudio();
      };
    }
    const chosen = deviceId ?? track?.getSettings().deviceId ?? this.state[source].deviceId;
    this.patch(source, { track, problem: capture.problem, pending: false, enabled, deviceId: chosen ?? null });
    if (source === 'camera' && track) track.enabled = true;
  }

  private release(source: LocalSource): void {
    const track = this.state[source].track;
    if (!track) return;
    track.onended = null;
    track.stop();
    this.patch(source, { track: null });
  }

  private patch(source: LocalSource, change: Partial<DeviceState>): void {
    this.store.update((state) => ({ ...state, [source]: { ...state[source], ...change } }));
    // Every change of the camera track passes here: the background follows it.
    if (source === 'camera' && 'track' in change) this.rebuildVideo();
  }

  private patchBackground(change: Partial<BackgroundState>): void {
    this.store.update((state) => ({ ...state, background: { ...state.background, ...change } }));
  }

  private patchNoise(change: Partial<NoiseState>): void {
    this.store.update((state) => ({ ...state, noise: { ...state.noise, ...change } }));
  }
}

function stopCapture(...captures: (Capture | null)[]): void {
  for (const capture of captures) capture?.track?.stop();
}
