import type { BackgroundChoice } from '../background/background-choice';
import type { MediaProblem } from './media-problems';

export type LocalSource = 'microphone' | 'camera';

export interface DeviceState {
  /** What the person chose; the device is really on only with a track as well. */
  enabled: boolean;
  pending: boolean;
  /** The raw capture; null while off (camera) or unavailable. */
  track: MediaStreamTrack | null;
  deviceId: string | null;
  problem: MediaProblem | null;
}

export interface NoiseState {
  supported: boolean;
  /** What the person wants; while `pending` the raw microphone is sent until the pipeline runs. */
  enabled: boolean;
  pending: boolean;
  /** The last start failed or timed out: the raw microphone is sent, and turning it on tries again. */
  unavailable: boolean;
}

export interface BackgroundState {
  /** What the person chose; while `pending` the raw camera is sent until the effect runs. */
  choice: BackgroundChoice;
  pending: boolean;
  /** The last start failed: the raw camera is sent, and choosing again tries again. */
  unavailable: boolean;
  /** Frames take longer than the frame interval: the room offers to turn the effect off. */
  slow: boolean;
}

export interface LocalMediaState {
  /** The first capture (and its permission prompt) has finished. */
  ready: boolean;
  microphone: DeviceState;
  camera: DeviceState;
  /** Audio output device for remote audio; null is the system default. */
  speakerId: string | null;
  noise: NoiseState;
  /**
   * What the publisher sends as audio: RNNoise's output once it runs, the raw microphone otherwise
   * (also while the pipeline starts, so the microphone is never missing).
   */
  publishedAudio: MediaStreamTrack | null;
  background: BackgroundState;
  /** What the publisher sends as video: the camera with its background once that runs, else the raw camera. */
  publishedVideo: MediaStreamTrack | null;
}

const device = (): DeviceState => ({ enabled: true, pending: true, track: null, deviceId: null, problem: null });

export const initialLocalMediaState = (noiseSupported: boolean): LocalMediaState => ({
  ready: false,
  microphone: device(),
  camera: device(),
  speakerId: null,
  noise: { supported: noiseSupported, enabled: noiseSupported, pending: false, unavailable: false },
  publishedAudio: null,
  background: { choice: 'none', pending: false, unavailable: false, slow: false },
  publishedVideo: null,
});

/** Muted as the room sees it: off by choice, or no device to send from. */
export const isSending = (state: DeviceState): boolean => state.enabled && state.track !== null;
