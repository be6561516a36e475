/**
 * Why a camera or microphone is not available, in the words the pre-join screen uses:
 * blocked (the person or the browser said no), not-found (no such device), in-use (another program
 * holds it), unsupported (no getUserMedia: an old browser or a page not served securely).
 */
export type MediaProblem = 'blocked' | 'not-found' | 'in-use' | 'unsupported' | 'failed';

export function classifyMediaError(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'blocked';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'not-found';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'in-use';
    default:
      return 'failed';
  }
}

export function canCaptureMedia(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export const CAMERA_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};

export const MICROPHONE_CONSTRAINTS: MediaTrackConstraints = { echoCancellation: true, autoGainControl: true };

/** One device's constraints: the chosen device exactly, or the browser's default. */
export function withDevice(base: MediaTrackConstraints, deviceId: string | null): MediaTrackConstraints {
  return deviceId ? { ...base, deviceId: { exact: deviceId } } : base;
}
