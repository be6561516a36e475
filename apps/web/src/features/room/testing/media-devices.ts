import { vi } from 'vitest';

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
