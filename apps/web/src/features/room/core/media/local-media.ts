import { Emitter } from '../emitter';
import { isNoiseSuppressionSupported, NoisePipeline } from '../noise/noise-pipeline';
import { Store } from '../state/store';
import { captureInitial, captureOne, type Capture } from './acquire';
import { initialLocalMediaState, type DeviceState, type LocalMediaState, type LocalSource } from './local-media-state';

export interface LocalMediaEvents extends Record<string, unknown> {
  /** Suppression was asked for but could not start; the raw microphone is used instead. */
  noiseFailed: unknown;
}

/**
 * This person's camera and microphone, from the pre-join screen into the room: capture, on/off,
 * device choice, speaker choice and the noise suppression chain. Camera off releases the camera
 * (its light goes out); microphone off only disables the track, so unmuting is instant.
 */
export class LocalMedia {
  readonly store = new Store<LocalMediaState>(initialLocalMediaState(isNoiseSuppressionSupported()));
  readonly events = new Emitter<LocalMediaEvents>();
  private pipeline: NoisePipeline | null = null;
  private disposed = true;
  // Bumped by start and dispose, so a capture that finishes after a dispose is released at once.
  private generation = 0;

  /** Captures the devices; after dispose() it may start again (React's StrictMode does that). */
  async start(): Promise<void> {
    this.disposed = false;
    const generation = ++this.generation;
    this.store.update((state) => ({
      ...state,
      ready: false,
      microphone: { ...state.microphone, pending: true },
      camera: { ...state.camera, pending: true },
    }));
    const capture = await captureInitial();
    if (generation !== this.generation) return stopCapture(capture.microphone, capture.camera);
    this.update('camera', capture.camera, this.state.camera.enabled);
    this.update('microphone', capture.microphone, this.state.microphone.enabled);
    this.store.update((state) => ({ ...state, ready: true }));
    await this.rebuildAudio();
  }

  get state(): LocalMediaState {
    return this.store.getState();
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
    await this.rebuildAudio();
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
    await this.rebuildAudio();
  }

  setSpeaker(deviceId: string): void {
    this.store.update((state) => ({ ...state, speakerId: deviceId }));
  }

  async setNoiseSuppression(enabled: boolean): Promise<void> {
    const { noise } = this.state;
    if (!noise.supported || noise.pending || noise.enabled === enabled) return;
    this.store.update((state) => ({ ...state, noise: { ...noise, enabled } }));
    await this.rebuildAudio();
  }

  /** From a click: lets a suspended audio context run. */
  async resumeAudio(): Promise<void> {
    await this.pipeline?.resume().catch(() => undefined);
  }

  /** Stops every track and the noise chain: the camera light goes out. */
  dispose(): void {
    this.disposed = true;
    this.generation += 1;
    this.pipeline?.close();
    this.pipeline = null;
    this.release('microphone');
    this.release('camera');
    this.store.update((state) => ({ ...state, publishedAudio: null }));
  }

  /** Points publishedAudio at the right track: through RNNoise when on and possible, raw otherwise. */
  private async rebuildAudio(): Promise<void> {
    const raw = this.state.microphone.track;
    const wantNoise = this.state.noise.enabled && raw !== null;
    if (!wantNoise || !raw) {
      this.pipeline?.close();
      this.pipeline = null;
    } else if (this.pipeline) this.pipeline.setInput(raw);
    else {
      this.store.update((state) => ({ ...state, noise: { ...state.noise, pending: true } }));
      try {
        const pipeline = await NoisePipeline.create(raw);
        if (this.disposed) pipeline.close();
        else this.pipeline = pipeline;
      } catch (error) {
        console.warn('Noise suppression could not start', error);
        this.events.emit('noiseFailed', error);
      }
      this.store.update((state) => ({
        ...state,
        noise: { ...state.noise, pending: false, enabled: this.pipeline !== null },
      }));
    }
    this.store.update((state) => ({ ...state, publishedAudio: this.pipeline?.output ?? state.microphone.track }));
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
        if (source === 'microphone') void this.rebuildAudio();
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
  }
}

function stopCapture(...captures: Capture[]): void {
  for (const capture of captures) capture.track?.stop();
}
