import { vi } from 'vitest';
import { FakeTrack } from './fake-audio';

/**
 * Gives jsdom a navigator.mediaDevices whose getUserMedia fails the way a browser does (the
 * person blocked access, or no device exists). Returns the restore function.
 */
export function stubMediaDevices(failure: 'NotAllowedError' | 'NotFoundError') {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Media unavailable', failure)));
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: () => Promise.resolve([]),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return {
    getUserMedia,
    restore: () => Reflect.deleteProperty(navigator, 'mediaDevices'),
  };
}

/**
 * Gives jsdom a navigator.mediaDevices whose getUserMedia hands out fake tracks (FakeTrack) for what
 * is asked, recording each in `captured`, or refuses as a blocked browser does while `refuse` is set.
 */
export function stubCapturingDevices() {
  const devices = { captured: [] as FakeTrack[], refuse: false };
  const getUserMedia = vi.fn((constraints: MediaStreamConstraints) => {
    if (devices.refuse) return Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    const tracks = [
      ...(constraints.audio ? [new FakeTrack('audio', 'microphone')] : []),
      ...(constraints.video ? [new FakeTrack('video', 'camera')] : []),
    ];
    devices.captured.push(...tracks);
    return Promise.resolve(new MediaStream(tracks as unknown as MediaStreamTrack[]));
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia,
      enumerateDevices: () => Promise.resolve([]),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return Object.assign(devices, { getUserMedia });
}
