import {
  CAMERA_CONSTRAINTS,
  canCaptureMedia,
  classifyMediaError,
  MICROPHONE_CONSTRAINTS,
  withDevice,
  type MediaProblem,
} from './media-problems';

export type Capture = { track: MediaStreamTrack; problem: null } | { track: null; problem: MediaProblem };

export interface InitialCapture {
  microphone: Capture;
  camera: Capture;
}

const failed = (problem: MediaProblem): Capture => ({ track: null, problem });

/** One device on its own (turning it on later, or switching devices). */
export async function captureOne(kind: 'microphone' | 'camera', deviceId: string | null): Promise<Capture> {
  if (!canCaptureMedia()) return failed('unsupported');
  const constraints =
    kind === 'camera'
      ? { video: withDevice(CAMERA_CONSTRAINTS, deviceId) }
      : { audio: withDevice(MICROPHONE_CONSTRAINTS, deviceId) };
  try {
    const stream = await navigator.mediaDevices.getUserMedia(constraints);
    const track = (kind === 'camera' ? stream.getVideoTracks() : stream.getAudioTracks())[0];
    return track ? { track, problem: null } : failed('not-found');
  } catch (error) {
    return failed(classifyMediaError(error));
  }
}

/** The devices chosen earlier (null: the system's default), for a capture after the first. */
export interface ChosenDevices {
  microphone: string | null;
  camera: string | null;
}

/**
 * The pre-join capture: both devices in one request, so the browser asks once. When that fails
 * for a reason other than a refusal (say, there is no camera), each device is tried alone, so a
 * missing camera does not also cost the microphone. `chosen` keeps the devices picked before (a
 * capture again after being invited to a large meeting's stage).
 */
export async function captureInitial(
  chosen: ChosenDevices = { microphone: null, camera: null },
): Promise<InitialCapture> {
  if (!canCaptureMedia()) return { microphone: failed('unsupported'), camera: failed('unsupported') };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: withDevice(MICROPHONE_CONSTRAINTS, chosen.microphone),
      video: withDevice(CAMERA_CONSTRAINTS, chosen.camera),
    });
    const microphone = stream.getAudioTracks()[0];
    const camera = stream.getVideoTracks()[0];
    return {
      microphone: microphone ? { track: microphone, problem: null } : failed('not-found'),
      camera: camera ? { track: camera, problem: null } : failed('not-found'),
    };
  } catch (error) {
    const problem = classifyMediaError(error);
    if (problem === 'blocked') return { microphone: failed(problem), camera: failed(problem) };
    const [microphone, camera] = await Promise.all([
      captureOne('microphone', chosen.microphone),
      captureOne('camera', chosen.camera),
    ]);
    return { microphone, camera };
  }
}
